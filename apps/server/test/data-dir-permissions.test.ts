import { chmod, lstat, mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { waitForEmails } from './helpers/outbox.ts';
import { startHealthyServer, startServer, type Running } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';

// DATA_DIR is private to the server's user (docs/operations.md, "The data folder").

/** Every path under `root` (itself included) that group or others may read, write or enter. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const stats = await lstat(root);
  if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${root}`);
  if (stats.isDirectory()) {
    for (const name of await readdir(root)) found.push(...(await openToOthers(join(root, name))));
  }
  return found;
}

let running: Running | undefined;
afterEach(async () => {
  running?.child.kill('SIGTERM');
  await running?.exited;
  running = undefined;
});

// Every server here runs on PGlite whatever DATABASE_URL says: CI's second run, on PostgreSQL, would only repeat it.
describe.skipIf(process.getuid?.() === undefined || Boolean(process.env.DATABASE_URL))('the data folder', () => {
  it('is private to the server: nothing under DATA_DIR can be read or written by group or others', async () => {
    const dataDir = join(await tempDir(), 'data');
    const server = await startHealthyServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    running = server;
    // A registration writes a password hash to the database's WAL and a welcome email to the outbox.
    const registered = await fetch(`http://127.0.0.1:${server.port}/proxy/deviceOwner/registerOwner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Ann',
        lastName: 'Owner',
        email: 'private@example.org',
        password: 'Recycle2026',
        privacyConsent: true,
      }),
    });
    expect(registered.status).toBe(200);
    await waitForEmails(dataDir, 'private@example.org');
    expect((await readdir(join(dataDir, 'pglite', 'pg_wal'))).length).toBeGreaterThan(0);

    expect(await openToOthers(dataDir)).toEqual([]);
    running.child.kill('SIGTERM');
    await running.exited;
    expect(await openToOthers(dataDir)).toEqual([]);
  });

  it('tightens a data folder an earlier version left readable (folders 0755, database files 0666)', async () => {
    const dataDir = join(await tempDir(), 'data');
    await mkdir(join(dataDir, 'pglite', 'base'), { recursive: true, mode: 0o755 });
    await mkdir(join(dataDir, 'outbox'), { recursive: true, mode: 0o755 });
    for (const folder of [dataDir, join(dataDir, 'pglite'), join(dataDir, 'pglite', 'base')])
      await chmod(folder, 0o755);
    await writeFile(join(dataDir, 'outbox', 'old.eml'), 'From: x', { mode: 0o644 });
    await chmod(join(dataDir, 'outbox', 'old.eml'), 0o666);

    running = await startHealthyServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    expect(await openToOthers(dataDir)).toEqual([]);
    expect(running.output()).toContain('now private to this user');
  });

  it.each([
    ['others', 0o757],
    ['group', 0o775],
    ['everyone', 0o777],
  ])('refuses to start on a data folder that %s can write to, saying how to fix it', async (_who, mode) => {
    const dataDir = join(await tempDir(), 'data');
    await mkdir(dataDir);
    await chmod(dataDir, mode);
    running = startServer({ HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain(`DATA_DIR ${dataDir} can be written by other users (mode 0${mode.toString(8)})`);
    expect(running.output()).toContain(`chmod -R go-rwx ${dataDir}`);
    expect(running.output()).not.toMatch(/\n\s+at /);
    // The database was never opened in it.
    expect(await readdir(dataDir)).not.toContain('pglite');
  });

  it('keeps the embedded database private whatever the umask (PGlite asks for 0666)', async () => {
    const previous = process.umask(0o022);
    try {
      const dir = join(await tempDir(), 'pglite');
      const handle = await openDatabase({ pgliteDir: dir });
      await handle.migrate();
      await handle.close();
      expect(await openToOthers(dir)).toEqual([]);
    } finally {
      process.umask(previous);
    }
  });
});
