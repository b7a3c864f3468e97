import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { buildApp } from '../src/app.ts';
import { testConfig, useTestApp } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { PASSWORD, registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy.ts';

function expectDatabaseDown(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json()).toEqual({ code: 503, message: SERVER_MESSAGES.databaseDown, data: null });
}

const login = (app: FastifyInstance, email: string) =>
  app.inject({ method: 'POST', url: '/proxy/deviceOwner/login', payload: { email, password: PASSWORD } });
const currentUser = (app: FastifyInstance, who: SignedIn) =>
  app.inject({ method: 'GET', url: '/proxy/deviceOwner/currentUser', headers: { cookie: who.cookie } });

// A PostgreSQL server that goes away and comes back: the app reaches its test database through a relay the test cuts.
describe.skipIf(!process.env.DATABASE_URL)('while PostgreSQL cannot be reached', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url as string);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(target);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const config = await testConfig({ DATABASE_URL: viaProxy.toString() });
    dataDir = config.dataDir;
    app = await buildApp(config);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('database-backed routes answer 503 with Retry-After, work again once it is back, and no connection is left behind', async () => {
    const ann = await registerAndLogin(app);

    await proxy.cut();
    expectDatabaseDown(await login(app, ann.email));
    expectDatabaseDown(await currentUser(app, ann));
    const health = await app.inject({ method: 'GET', url: '/proxy/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ data: { database: 'down' } });

    await proxy.restore();
    expect((await login(app, ann.email)).statusCode).toBe(200);
    expect((await currentUser(app, ann)).statusCode).toBe(200);
    // Closing waits for every checked-out connection: one leaked during the outage would hold it for ever.
    await app.close();
  });
});

describe('once the database connection is closed', () => {
  const harness = useTestApp();

  it('database-backed routes answer 503 with Retry-After', async () => {
    const ann = await registerAndLogin(harness.app);
    await harness.database.handle.close();
    expectDatabaseDown(await login(harness.app, ann.email));
    expectDatabaseDown(await currentUser(harness.app, ann));
  });
});
