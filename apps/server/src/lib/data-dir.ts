// DATA_DIR holds the embedded database, the session secret, the email outbox and stored files: it is
// private to the server's user, as PostgreSQL's own data directory is (docs/operations.md, "The data folder").
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Nothing the server creates from now on is readable or writable by group or others. */
export const PRIVATE_UMASK = 0o077;
const GROUP_OR_OTHERS = 0o077;
const WRITABLE_BY_GROUP_OR_OTHERS = 0o022;

/** A data folder the server must not use; the message says how to fix it. */
export class DataDirError extends Error {}

/**
 * Sets the private umask, creates DATA_DIR (0700) and tightens what is already in it (folders 0700,
 * files 0600), returning how many paths were tightened. Refuses a folder that others can write to,
 * or that belongs to another user: what is in it may already have been changed.
 */
export function prepareDataDir(dataDir: string): { tightened: number } {
  process.umask(PRIVATE_UMASK);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const stats = lstatSync(dataDir);
  if (!stats.isDirectory()) throw new DataDirError(`DATA_DIR ${dataDir} is not a folder.`);
  const uid = process.getuid?.();
  if (uid !== undefined && stats.uid !== uid) {
    throw new DataDirError(
      `DATA_DIR ${dataDir} belongs to another user (uid ${stats.uid}): run the server as that user, or give the folder to this one (chown -R).`,
    );
  }
  if (stats.mode & WRITABLE_BY_GROUP_OR_OTHERS) {
    throw new DataDirError(
      `DATA_DIR ${dataDir} can be written by other users (mode ${octal(stats.mode)}), so its database may have been changed. ` +
        `Check it, then make it private to the server's user: chmod -R go-rwx ${dataDir}`,
    );
  }
  return { tightened: tighten(dataDir) };
}

function tighten(path: string): number {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return 0;
  let tightened = 0;
  if (stats.mode & GROUP_OR_OTHERS) {
    chmodSync(path, stats.isDirectory() ? 0o700 : stats.mode & 0o700);
    tightened += 1;
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(path)) tightened += tighten(join(path, name));
  }
  return tightened;
}

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8)}`;
}
