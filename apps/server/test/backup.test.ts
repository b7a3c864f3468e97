import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { PASSWORD, uniqueEmail } from './helpers/accounts.ts';
import { retrieval } from './helpers/data-orders.ts';
import { startHealthyServer, type Running } from './helpers/server-process.ts';
import { tempDir } from './helpers/test-app.ts';

// docs/operations.md, "Backups": `npm run backup` while the server runs and requests keep arriving,
// `npm run restore` into a fresh DATA_DIR, and every order acknowledged before the backup began is there.

/** Runs src/cli/<name>.ts as its own process, without blocking this one (requests keep going meanwhile). */
function cli(name: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const script = fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, [script, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

let server: (Running & { port: number }) | undefined;
afterAll(() => {
  server?.child.kill('SIGKILL');
});

// Every server here runs on PGlite whatever DATABASE_URL says: CI's second run, on PostgreSQL, would only repeat it.
describe.skipIf(Boolean(process.env.DATABASE_URL))('npm run backup and npm run restore on PGlite', () => {
  it('back up a running site consistently and bring back every order acknowledged before', async () => {
    const dataDir = await tempDir();
    // PGlite, whatever database the rest of the suite runs on.
    server = await startHealthyServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const base = `http://127.0.0.1:${server.port}/proxy`;
    const signIn = async () => {
      const email = uniqueEmail('backup');
      const registered = await fetch(`${base}/deviceOwner/registerOwner`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Bea', lastName: 'Backup', email, password: PASSWORD, privacyConsent: true }),
      });
      expect(registered.status).toBe(200);
      const login = await fetch(`${base}/deviceOwner/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      return ((await login.json()) as { data: { userId: string; token: string } }).data;
    };
    const placeOrder = async (who: { userId: string; token: string }) => {
      const answer = await fetch(`${base}/api/data-retrieval/request-service`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${who.token}` },
        body: JSON.stringify({ userId: who.userId, ...retrieval() }),
      });
      if (answer.status !== 200) return null;
      return ((await answer.json()) as { data: { orderId: string } }).data.orderId;
    };

    const [ann, bob, cat] = [await signIn(), await signIn(), await signIn()];
    const acknowledged: string[] = [];
    for (let order = 0; order < 8; order++) acknowledged.push((await placeOrder(ann)) as string);
    // A stored file (an upload or an archive) comes back too.
    await mkdir(join(dataDir, 'files', 'uploads'), { recursive: true });
    await writeFile(join(dataDir, 'files', 'uploads', 'kept.jpg'), 'a stored file');

    // Orders keep arriving while the backup runs; those acknowledged before it began must be in it.
    let backupBegan = false;
    let running = true;
    const during: string[] = [];
    let answeredDuring = 0;
    const load = (async () => {
      // Past 30 a minute each, the orders are refused (429): requests still arrive, and none is acknowledged.
      for (let turn = 0; running && turn < 1000; turn++) {
        const id = await placeOrder(turn % 2 ? bob! : cat!);
        if (!backupBegan) {
          if (id) acknowledged.push(id);
        } else {
          answeredDuring += 1;
          if (id) during.push(id);
        }
      }
    })();
    // Some of them acknowledged before the backup begins, however busy the machine.
    const deadline = Date.now() + 60_000;
    while (acknowledged.length < 10 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const file = join(await tempDir(), 'recircuit.tar');
    backupBegan = true;
    const backedUp = await cli('backup', dataDir, file);
    running = false;
    await load;
    expect(backedUp.output).toContain('(written by the running server)');
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('1 stored file(s) included');
    expect(answeredDuring).toBeGreaterThan(0);

    // The same file again is refused, and the one written is untouched.
    const again = await cli('backup', dataDir, file);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');

    // A fresh folder on another machine: restore, then open the database as the server would.
    server.child.kill('SIGTERM');
    await server.exited;
    server = undefined;
    const restoredDir = await tempDir();
    const restored = await cli('restore', restoredDir, file);
    expect(restored.code, restored.output).toBe(0);
    expect(await readFile(join(restoredDir, 'files', 'uploads', 'kept.jpg'), 'utf8')).toBe('a stored file');
    const handle = await openDatabase({ pgliteDir: join(restoredDir, 'pglite') });
    try {
      const rows = (await handle.db.execute(sql`select id from data_orders`)) as unknown as { rows: { id: string }[] };
      const ids = new Set(rows.rows.map((row) => row.id));
      expect(acknowledged.length).toBeGreaterThan(8);
      for (const id of acknowledged) expect(ids.has(id), id).toBe(true);
      // Nothing is there that was never acknowledged.
      for (const id of ids) expect([...acknowledged, ...during]).toContain(id);
    } finally {
      await handle.close();
    }

    // A folder that already has a database is refused, and so is a file that is no backup.
    const twice = await cli('restore', restoredDir, file);
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('already has a database');
    const notABackup = join(await tempDir(), 'notes.tar');
    await writeFile(notABackup, 'not a tar at all');
    const wrong = await cli('restore', await tempDir(), notABackup);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('is not a ReCircuit backup');
  }, 180_000);

  it('say plainly to use pg_dump and pg_restore on PostgreSQL', async () => {
    const dataDir = await tempDir();
    for (const name of ['backup', 'restore'] as const) {
      const script = fileURLToPath(new URL(`../src/cli/${name}.ts`, import.meta.url));
      const result = await new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [script, join(dataDir, 'x.tar')], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            DATA_DIR: dataDir,
            DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          },
        });
        let output = '';
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => resolve({ code, output }));
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain(name === 'backup' ? 'pg_dump' : 'pg_restore');
      expect(result.output).not.toMatch(/\bat \S+:\d+/);
    }
  });
});
