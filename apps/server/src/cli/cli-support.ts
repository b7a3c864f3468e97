// What the operator commands (create-admin, partner-key) share: the server's database, and how they end.
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * Opens the database the server uses (from DATA_DIR or DATABASE_URL), brings it up to date,
 * runs `work` on it and closes it again. On PGlite, run it while the server is stopped.
 */
export async function withServerDatabase<T>(env: NodeJS.ProcessEnv, work: (db: Database) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  const handle = await openDatabase({ url: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await handle.migrate();
    return await work(handle.db);
  } finally {
    await handle.close();
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
