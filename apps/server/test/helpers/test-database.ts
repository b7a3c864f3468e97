import { randomBytes } from 'node:crypto';
import pg from 'pg';
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
    const handle = await openDatabase({ pgliteDir: 'memory://' });
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
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
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
