import { spawn, spawnSync } from 'node:child_process';
import { chmod, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { callOperator } from '../src/lib/operator-channel/client.ts';
import { operatorSocketPath } from '../src/lib/operator-channel/socket-path.ts';
import { register } from './helpers/accounts.ts';
import { cliRunner } from './helpers/cli.ts';
import { startHealthyServer } from './helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { tempDir, testConfig } from './helpers/test-app.ts';
import { captureLog } from './helpers/log-capture.ts';

const PASSWORD = 'Recycle2026';

/** Sends raw bytes to the socket, for what callOperator never sends. */
function raw(socketPath: string, method: string, path: string, body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request({ socketPath, method, path, headers: { 'content-type': 'application/json' } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A socket file left behind by a server that was killed: it exists, but nobody listens. */
async function staleSocket(path: string): Promise<void> {
  const child = spawn(process.execPath, [
    '-e',
    "require('node:net').createServer().listen(process.argv[1], () => console.log('up')); setInterval(() => {}, 1000)",
    path,
  ]);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** The commands a server accepts: `backup` only on PGlite (PostgreSQL has pg_dump; docs/operations.md, "Backups"). */
const commandsOf = (database: TestDatabase) => [
  ...(database.handle.kind === 'pglite' ? ['backup'] : []),
  'create-admin',
  'import-gazetteer',
  'import-locations',
  'partner-key',
];

describe('the operator channel of an app', () => {
  let database: TestDatabase;
  const { stream: logStream, lines: logged } = captureLog();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  it('listens in a folder and on a socket only the server user may use, and runs only its own commands', async () => {
    const config = await testConfig({ LOG_LEVEL: 'info' });
    const app = await buildApp(config, { database: database.handle, operatorChannel: true, logStream });
    await app.ready();
    const socketPath = operatorSocketPath(config.dataDir);
    try {
      const socket = await stat(socketPath);
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      expect(socket.uid).toBe(process.getuid?.());
      expect((await stat(join(config.dataDir, 'run'))).mode & 0o777).toBe(0o700);

      const unknown = await callOperator(socketPath, 'drop-everything', {});
      expect(unknown).toEqual({
        kind: 'refused',
        message: `Unknown operator command "drop-everything"; this server accepts: ${commandsOf(database).join(', ')}.`,
      });
      expect(await raw(socketPath, 'GET', '/commands/create-admin')).toMatchObject({ status: 404 });
      expect(await raw(socketPath, 'POST', '/../commands/create-admin')).toMatchObject({ status: 404 });
      expect(await raw(socketPath, 'POST', '/commands/create-admin', '{not json')).toEqual({
        status: 400,
        body: JSON.stringify({ error: 'The command is not valid JSON.' }),
      });
      const huge = await raw(
        socketPath,
        'POST',
        '/commands/create-admin',
        JSON.stringify({ args: { email: 'x'.repeat(70_000) } }),
      );
      expect(huge.status).toBe(413);
      expect(await callOperator(socketPath, 'create-admin', {})).toEqual({
        kind: 'refused',
        message: 'Give the email of an existing account.',
      });
      if (database.handle.kind === 'pglite') {
        // The server writes the backup where it is told: only to an absolute path, and never over a file.
        for (const file of ['relative.tar', '', 'x\0.tar']) {
          expect(await callOperator(socketPath, 'backup', { file })).toMatchObject({ kind: 'refused' });
        }
        expect(await callOperator(socketPath, 'backup', { file: socketPath })).toEqual({
          kind: 'refused',
          message: `${socketPath} already exists: name a new file.`,
        });
      }
      expect(await callOperator(socketPath, 'create-admin', { email: 'nobody@example.org' })).toEqual({
        kind: 'refused',
        message: 'No account uses nobody@example.org. Register it on the site first, then run this again.',
      });

      const { email, userId } = await register(app);
      const done = await callOperator(socketPath, 'create-admin', { email: ` ${email.toUpperCase()} ` });
      expect(done).toEqual({ kind: 'done', result: { userId, alreadyAdmin: false } });
      expect(await callOperator(socketPath, 'create-admin', { email })).toEqual({
        kind: 'done',
        result: { userId, alreadyAdmin: true },
      });
      const rows = (
        (await app.db.execute(
          sql`select u.role, a.actor_id, a.action, a.detail from users u join audit_log a on a.subject = 'user:' || u.id where u.id = ${userId}`,
        )) as unknown as { rows: unknown[] }
      ).rows;
      expect(rows).toEqual([
        {
          role: 'admin',
          actor_id: null,
          action: 'user.role',
          detail: { from: 'owner', to: 'admin', via: 'create-admin' },
        },
      ]);

      // Nothing the operator sent (an email) is written to the log; the command's name is.
      const log = logged.join('');
      expect(log).toContain('operator command done');
      expect(log).not.toContain(email);
      expect(log).not.toContain('nobody@example.org');
    } finally {
      await app.close();
    }
    await expect(stat(socketPath)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await callOperator(socketPath, 'create-admin', {})).toEqual({ kind: 'unreachable', reason: 'absent' });
  });

  it('takes over a socket left by a killed server, and leaves one a live server holds alone', async () => {
    const config = await testConfig({ LOG_LEVEL: 'info' });
    const socketPath = operatorSocketPath(config.dataDir);
    const first = await buildApp(config, { database: database.handle, operatorChannel: true });
    await first.ready();
    await first.close();
    await staleSocket(socketPath);
    expect(await callOperator(socketPath, 'ping', {})).toEqual({ kind: 'unreachable', reason: 'stale' });

    const owner = await buildApp(config, { database: database.handle, operatorChannel: true });
    await owner.ready();
    const intruder = await buildApp(config, { database: database.handle, operatorChannel: true, logStream });
    try {
      await intruder.ready();
      expect(logged.join('')).toContain('another server answers on it');
      expect(await callOperator(socketPath, 'ping', {})).toEqual({ kind: 'done', result: 'pong' });
      await intruder.close();
      // Closing the one that did not open it leaves the owner's socket in place.
      expect(await callOperator(socketPath, 'ping', {})).toEqual({ kind: 'done', result: 'pong' });
    } finally {
      await intruder.close();
      await owner.close();
    }
  });

  it('is not opened by an app built without asking for it (tests, scripts)', async () => {
    const config = await testConfig();
    const app = await buildApp(config, { database: database.handle });
    await app.ready();
    expect(app.operatorCommands.names()).toEqual(commandsOf(database));
    await expect(stat(operatorSocketPath(config.dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
    await app.close();
  });
});

describe('npm run create-admin while the server runs', () => {
  const databaseUrl = process.env.DATABASE_URL;
  const dbEnv = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const base = (port: number) => `http://127.0.0.1:${port}/proxy`;
  const registerOver = async (port: number) => {
    const email = `op.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
    const response = await fetch(`${base(port)}/deviceOwner/registerOwner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Op', lastName: 'Erator', email, password: PASSWORD, privacyConsent: true }),
    });
    expect(response.status).toBe(200);
    return email;
  };
  const roleOver = async (port: number, email: string) => {
    const login = await fetch(`${base(port)}/deviceOwner/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const me = await fetch(`${base(port)}/deviceOwner/currentUser`, { headers: { authorization: `Bearer ${token}` } });
    return ((await me.json()) as { data: { role: string } }).data.role;
  };

  it(`hands the work to the running server (${databaseUrl ? 'PostgreSQL' : 'PGlite'}); with the server killed, does it itself`, async () => {
    const dataDir = await tempDir();
    const server = await startHealthyServer({ DATA_DIR: dataDir });
    const run = cliRunner('create-admin', { DATA_DIR: dataDir, ...dbEnv });
    try {
      const email = await registerOver(server.port);
      const promoted = run(email);
      expect(promoted.stderr).toBe('');
      expect(promoted.status).toBe(0);
      expect(promoted.stdout).toMatch(/is now an admin \(done by the running server\)\./);
      expect(await roleOver(server.port, email)).toBe('admin');

      const missing = run('nobody.at.all@example.org');
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim()).toBe(
        'No account uses nobody.at.all@example.org. Register it on the site first, then run this again.',
      );
      expect(missing.stderr).not.toContain('Aborted');

      const later = await registerOver(server.port);
      server.child.kill('SIGKILL');
      await server.exited;
      // The killed server left its socket: the command sees nobody listens and opens the database itself.
      const direct = run(later);
      expect(direct.stderr).toBe('');
      expect(direct.status).toBe(0);
      expect(direct.stdout).toContain('is now an admin.');
      expect(direct.stdout).not.toContain('running server');
      const handle = await openDatabase({ url: databaseUrl, pgliteDir: join(dataDir, 'pglite') });
      const rows = (
        (await handle.db.execute(sql`select role from users where lower(email) = ${later}`)) as unknown as {
          rows: { role: string }[];
        }
      ).rows;
      await handle.close();
      expect(rows).toEqual([{ role: 'admin' }]);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
  });

  it.runIf(process.getuid?.() === 0)(
    'tells another user, in one sentence, to run it as the server user',
    async (context) => {
      const script = fileURLToPath(new URL('../src/cli/create-admin.ts', import.meta.url));
      const asOutsider = { uid: 65534, gid: 65534, encoding: 'utf8' } as const;
      // A checkout under /root or in a 0700 folder cannot be run by another user at all.
      const dependency = fileURLToPath(import.meta.resolve('drizzle-orm'));
      const canRun = spawnSync(
        process.execPath,
        ['-e', 'for (const path of process.argv.slice(1)) require("node:fs").accessSync(path)', script, dependency],
        asOutsider,
      );
      context.skip(
        canRun.status !== 0,
        'the checkout cannot be read by uid 65534, so no other user can run the command from it',
      );
      const dataDir = await tempDir();
      const server = await startHealthyServer({ DATA_DIR: dataDir });
      try {
        // The data folder may be readable by others; the run/ folder with the socket is not.
        await chmod(dataDir, 0o755);
        const outsider = spawnSync(process.execPath, [script, 'someone@example.org'], {
          env: {
            PATH: process.env.PATH,
            NODE_ENV: 'test',
            DATA_DIR: dataDir,
            SESSION_SECRET: 'x'.repeat(40),
            ...dbEnv,
          },
          ...asOutsider,
        });
        expect(outsider.status).toBe(1);
        expect(outsider.stderr.trim()).toMatch(
          /^The server on .+ runs as another user: run this command as that user \(for example with sudo -u\), with the same DATA_DIR( and DATABASE_URL)?\.$/,
        );
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
  );
});

describe('npm run create-admin on a PGlite folder it cannot open', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('says what to do in one sentence, not a bare Aborted()', async () => {
    const dataDir = await tempDir();
    // Not a database: stands for a folder PGlite cannot start on (as when another process holds it).
    await writeFile(join(dataDir, 'pglite'), 'not a folder');
    const result = cliRunner('create-admin', { DATA_DIR: dataDir })('someone@example.org');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      `Could not open the database in ${join(dataDir, 'pglite')} and no server answered on ${operatorSocketPath(dataDir)}: if a server is running on this DATA_DIR, stop it and run this command again.`,
    );
  });
});
