import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { PrivateNodeFS } from './private-node-fs.ts';
import { ResilientPool } from './resilient-pool.ts';

// Drizzle is given no schema object: queries name their tables, and the relational
// `db.query` API (the only user of that object) is not used, so db/ needs no module's tables.
export type Database = PgDatabase<PgQueryResultHKT>;
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository method runs: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Answers whether the database can run a query. */
  ping(): Promise<boolean>;
  /** The connection pool's use just now; PGlite has no pool (one connection in the process). */
  poolUse(): PoolUse | null;
  /**
   * PGlite's own dump of its data folder (a gzipped tar), taken between two queries, so a consistent snapshot
   * that recovers as after a crash: what was committed is in it (lib/backup). PostgreSQL has pg_dump instead.
   */
  dumpDataDir: (() => Promise<Blob>) | null;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any fixed number shared by every instance: only one of them migrates at a time.
const MIGRATION_LOCK_ID = 72_414_001;

export interface DatabaseOptions {
  /** A postgres:// address; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files, or 'memory://' for a throwaway database. */
  pgliteDir: string;
  /** A throwaway PGlite starts from this dump of a data folder (`dumpDataDir`) instead of a new cluster. */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url) : openPglite(options.pgliteDir, options.pgliteTemplate);
}

const extensions = PGLITE_EXTENSIONS;
// PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks: 128 MB (the
// default) held 100 MB of an idle instance's memory for a database whose hot pages fit in far less.
// Pages it does not hold are read through the operating system's cache (docs/operations.md, "Budgets", memory).
const SHARED_BUFFERS = '32MB';
const pgliteOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
};

/**
 * Makes a new data folder's cluster (initdb) in a worker of its own: making it grew the WebAssembly memory of
 * the instance that did so by 200 MB, which an instance never gives back and a closed one gave back only
 * whenever the garbage collector came to it. A worker's memory goes when it ends (docs/operations.md, "Budgets", memory).
 */
async function createPgliteCluster(dir: string): Promise<void> {
  const worker = new Worker(new URL('./create-pglite-cluster.ts', import.meta.url), { workerData: { dir } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Making the PGlite cluster in ${dir} ended with ${code}`)),
    );
  });
}

async function openPglite(dir: string, template: Blob | undefined): Promise<DatabaseHandle> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!inMemory && !existsSync(join(dir, 'PG_VERSION'))) await createPgliteCluster(dir);
  const client = inMemory
    ? await PGlite.create(dir, { ...pgliteOptions, ...(template ? { loadDataDir: template } : {}) })
    : await PGlite.create({ fs: new PrivateNodeFS(dir), ...pgliteOptions });
  const db = drizzlePglite({ client }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => pingWith(() => (closed ? Promise.reject(new Error('closed')) : client.query('select 1'))),
    poolUse: () => null,
    dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

/** Makes a PGlite data folder (which must not exist yet, or be empty) from a `dumpDataDir` dump: a restore. */
export async function restorePgliteDump(dir: string, dump: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({ fs: new PrivateNodeFS(dir), ...pgliteOptions, loadDataDir: dump });
  await client.close();
}

/** A dump of a fresh, migrated in-memory PGlite, for `pgliteTemplate` (the tests' throwaway databases). */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await PGlite.create('memory://', pgliteOptions);
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new ResilientPool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const db = drizzlePg({ client: pool }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: () => pingWith(() => db.execute(sql`select 1`)),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    dumpDataDir: null,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

const PING_TIMEOUT_MS = 2_000;

async function pingWith(query: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([query().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
