import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { register, uniqueEmail } from './helpers/accounts.ts';
import { captureLog } from './helpers/log-capture.ts';

// The app logs to a stream this file reads, as it would to stdout in production.
const { stream: logStream, lines: lines } = captureLog();

let config: Config;
let database: TestDatabase;
let app: FastifyInstance;
beforeAll(async () => {
  config = await testConfig({ LOG_LEVEL: 'info' });
  database = await createTestDatabase();
  app = await buildApp(config, { database: database.handle, logStream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(config.dataDir, { recursive: true, force: true });
});

describe('a failed query in the log', () => {
  it('keeps the SQLSTATE and the request id, never the values of the query', async () => {
    // Every new account now breaks a rule of the table, so the registration's insert fails.
    await app.db.execute(sql`alter table users add constraint test_refuse_new_users check (false) not valid`);
    const email = uniqueEmail('zebedee.logged');
    const { response } = await register(app, { email, firstName: 'Zebedee', lastName: 'Quirinus' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: SERVER_MESSAGES.serviceError, data: null });
    const requestId = response.headers['x-request-id'];
    const errorLines = lines
      .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { code?: string; message?: string } })
      .filter((entry) => entry.level >= 50 && entry.reqId === requestId);
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]?.err?.code).toBe('23514');
    expect(errorLines[0]?.err?.message).toContain('test_refuse_new_users');

    const log = lines.join('\n');
    for (const secret of [email, 'Zebedee', 'Quirinus', '$argon2', 'params', 'Failing row'])
      expect(log).not.toContain(secret);
  });

  it('leaves out a value PostgreSQL quotes in its own message, also when another error wraps it', async () => {
    const failed = await app.db.execute(sql`select ${'kept-out-of-the-log'}::uuid`).catch((error: unknown) => error);
    app.log.error({ err: failed }, 'probe: direct');
    app.log.error({ err: new Error('saving the order failed', { cause: failed }) }, 'probe: wrapped');

    const probes = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: { code?: string; message?: string } })
      .filter((entry) => entry.msg?.startsWith('probe'));
    expect(probes.map((entry) => entry.err?.code)).toEqual(['22P02', '22P02']);
    expect(probes[0]?.err?.message).toContain('invalid input syntax for type uuid');
    expect(lines.join('\n')).not.toContain('kept-out-of-the-log');
  });
});
