import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { isDatabaseUnavailable } from '../src/lib/database-errors.ts';
import { ResilientPool } from '../src/db/resilient-pool.ts';
import { freePort } from './helpers/free-port.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { captureLog } from './helpers/log-capture.ts';

interface LogEntry {
  level: number;
  msg?: string;
  reqId?: string;
  res?: { statusCode?: number };
}

// A real server on a real socket: app.inject cannot close its connection half-way through a body.
const { stream: logStream, lines } = captureLog();
let config: Config;
let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let ann: SignedIn;
beforeAll(async () => {
  config = await testConfig({ LOG_LEVEL: 'info' });
  database = await createTestDatabase();
  app = await buildApp(config, { database: database.handle, logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
  ann = await registerAndLogin(app);
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(config.dataDir, { recursive: true, force: true });
});

const entries = () => lines.map((line) => JSON.parse(line) as LogEntry);

/** Announces a 100,000-byte multipart body, sends the start of it, then closes the connection. */
async function abortedUpload(who: SignedIn): Promise<void> {
  const boundary = 'aborted-upload-boundary';
  const head = [
    'POST /proxy/file/upload HTTP/1.1',
    'Host: 127.0.0.1',
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    'Content-Length: 100000',
    ...Object.entries(who.writeHeaders).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(head + part + 'x'.repeat(2_000));
  // Long enough for the route to be reading the file when the connection goes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  socket.destroy();
}

/** The first line the server logs about the upload after "incoming request": what it made of the abort. */
async function outcomeLine(since: number): Promise<LogEntry> {
  for (;;) {
    const line = entries()
      .slice(since)
      .find((entry) => entry.reqId && entry.msg !== 'incoming request');
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an upload the client abandons half-way', () => {
  it('is not taken for a lost database: logged at info, no 503', async () => {
    const since = lines.length;
    await abortedUpload(ann);
    const outcome = await outcomeLine(since);
    expect(outcome).toMatchObject({
      level: 30,
      msg: 'the client closed the connection before its request had arrived',
    });
    // Whatever else the server logs about it (the answer nobody reads) is no error and no 503.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const logged = entries().slice(since);
    expect(logged.filter((entry) => entry.msg === 'the database cannot be reached')).toEqual([]);
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
    expect(logged.filter((entry) => entry.res?.statusCode === 503)).toEqual([]);
    const health = await fetch(`http://127.0.0.1:${port}/proxy/health`);
    expect(health.status).toBe(200);
  });
});

describe('what counts as the database being unreachable', () => {
  it('is only an error from the database driver, not any ECONNRESET', () => {
    const requestAborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    const storageReset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    expect(isDatabaseUnavailable(requestAborted)).toBe(false);
    expect(isDatabaseUnavailable(new Error('upload failed', { cause: storageReset }))).toBe(false);
  });

  it('still includes a PostgreSQL that refuses the connection a transaction opens, and one a query opens', async () => {
    // Drizzle wraps a query's error, not the pool's checkout for a transaction: the pool marks that one.
    const pool = new ResilientPool({ connectionString: `postgres://nobody:none@127.0.0.1:${await freePort()}/none` });
    const db = drizzle({ client: pool });
    try {
      const inTransaction = await db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error) => error);
      expect(inTransaction).toMatchObject({ code: 'ECONNREFUSED' });
      expect(isDatabaseUnavailable(inTransaction)).toBe(true);
      expect(isDatabaseUnavailable(await db.execute(sql`select 1`).catch((error) => error))).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
