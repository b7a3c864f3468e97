// What the operator commands (create-admin, partner-key) share: the running server's operator
// channel first, else the server's database, and how they end (docs/operations.md, "Operator commands").
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { DataDirError, PRIVATE_UMASK, prepareDataDir } from '../lib/data-dir.ts';
import { callOperator } from '../lib/operator-channel/client.ts';
import { OperatorCommandError } from '../lib/operator-channel/registry.ts';
import { operatorSocketPath } from '../lib/operator-channel/socket-path.ts';

/**
 * Opens the database the server uses (from DATA_DIR or DATABASE_URL), brings it up to date,
 * runs `work` on it and closes it again. On PGlite only one process may hold the database:
 * `runOperatorCommand` calls this only when no server answers on the operator channel.
 */
export async function withServerDatabase<T>(
  env: NodeJS.ProcessEnv,
  work: (db: Database, handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  process.umask(PRIVATE_UMASK);
  const config = loadConfig(env);
  prepareDataDir(config.dataDir);
  const handle = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await handle.migrate();
    return await work(handle.db, handle);
  } finally {
    await handle.close();
  }
}

/** How the command was carried out, for tests and the operator. */
export type Route = 'server' | 'database';

/**
 * Hands the command to the server running on this DATA_DIR (its operator channel); when none
 * answers, does the same work on the database itself: always possible on PostgreSQL, and on
 * PGlite because no server holds it. Otherwise fails with one sentence saying what to do.
 */
export async function runOperatorCommand<T>(
  env: NodeJS.ProcessEnv,
  name: string,
  args: Record<string, unknown>,
  direct: (db: Database, handle: DatabaseHandle) => Promise<T>,
  /** How long to wait for the server's answer (callOperator's default when absent); imports take minutes. */
  timeoutMs?: number,
): Promise<{ result: T; route: Route }> {
  const config = loadConfig(env);
  const socketPath = operatorSocketPath(config.dataDir);
  const reply = await callOperator(socketPath, name, args, timeoutMs);
  if (reply.kind === 'done') return { result: reply.result as T, route: 'server' };
  if (reply.kind === 'refused') throw new Error(reply.message);
  if (reply.reason === 'denied') {
    throw new Error(
      `The server on ${config.dataDir} runs as another user: run this command as that user (for example with sudo -u), with the same DATA_DIR${config.databaseUrl ? ' and DATABASE_URL' : ''}.`,
    );
  }
  try {
    // PGlite cannot be opened by two processes (it fails with a bare `Aborted()`): this runs only when no server answered.
    return { result: await withServerDatabase(env, direct), route: 'database' };
  } catch (error) {
    if (config.databaseUrl || error instanceof OperatorCommandError || error instanceof DataDirError) throw error;
    throw new Error(
      `Could not open the database in ${join(config.dataDir, 'pglite')} and no server answered on ${socketPath}: if a server is running on this DATA_DIR, stop it and run this command again.`,
      { cause: error },
    );
  }
}

/**
 * Runs a command that takes one argument: without it, prints `usage` and exits 1; when `main`
 * fails, prints only the error's message (no stack trace) and exits 1.
 */
export async function runCommand(usage: string, main: (argument: string) => Promise<void>): Promise<void> {
  const argument = process.argv[2];
  if (!argument) {
    console.error(usage);
    process.exit(1);
  }
  try {
    await main(argument);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
