import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The postgres:// address of this database, when the tests run on a real server. */
  url: string | undefined;
  /** Closes the handle and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, empty database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: await pgliteTemplate() });
    return { handle, url: undefined, destroy: () => handle.close() };
  }
  const name = `recircuit_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), pgliteDir: 'memory://' });
  return {
    handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      await dropDatabase(serverUrl, name);
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file test/global-setup.ts dumped a migrated PGlite to; undefined on PostgreSQL. */
    pgliteTemplate: string | undefined;
  }
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated data folder test/global-setup.ts dumped for this run, if there is one. */
function pgliteTemplate(): Promise<Blob | undefined> {
  // Outside vitest (bench/order-list-scale.ts) there is no run, so no template: a new cluster as before.
  const file = process.env.VITEST ? inject('pgliteTemplate') : undefined;
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/**
 * Drops a test database. A background worker of the server (autovacuum, after a test that
 * wrote many rows) may still be connected; the test role may not end it, so the drop waits
 * for it to finish instead of failing a run whose tests all passed.
 */
async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      return;
    } catch (error) {
      const insufficientPrivilege = (error as { code?: string }).code === '42501';
      if (!insufficientPrivilege || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
