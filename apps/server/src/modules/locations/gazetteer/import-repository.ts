import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../../db/client.ts';

export type Value = string | number | null;
export type ColumnType = 'text' | 'float8';

/** A gazetteer table as the import writes it. */
export interface LoadedTable {
  table: string;
  columns: { name: string; type: ColumnType }[];
  /** The first column is a primary key: the loaded table replaces the live one by renaming. */
  keyed: boolean;
}

/** What loading needs from the database, on PGlite or PostgreSQL. */
interface Loader {
  exec(statement: string): Promise<void>;
  insert(spec: LoadedTable, staging: string, rows: Value[][]): Promise<void>;
  transaction(statements: string[]): Promise<void>;
  release(): Promise<void>;
}

// On PostgreSQL an advisory lock keeps out other processes' imports.
const IMPORT_LOCK_ID = 72_414_013;

/**
 * The gazetteer import's statements (docs/decisions/0019-recycling-locator.md): on the database's
 * own connection, each table is loaded into a loading table beside the live one, and the loaded
 * tables then take the live ones' place in one transaction.
 */
export class GazetteerImportRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** The import's connection, or undefined when another process's import holds it (PostgreSQL). */
  async open(): Promise<GazetteerLoading | undefined> {
    const client = (this.db as unknown as { $client: unknown }).$client;
    if (client instanceof PGlite) return new GazetteerLoading(pgliteLoader(client));
    if (client instanceof pg.Pool) {
      const loader = await postgresLoader(await client.connect());
      return loader && new GazetteerLoading(loader);
    }
    throw new Error('the gazetteer import needs a PGlite or node-postgres database');
  }
}

/** One import's connection, released at the end. */
export class GazetteerLoading {
  private readonly loader: Loader;
  constructor(loader: Loader) {
    this.loader = loader;
  }

  /** An empty loading table for `spec`, in place of any a stopped import left. */
  async createLoadingTable(spec: LoadedTable): Promise<void> {
    const staging = stagingName(spec);
    await this.loader.exec(`drop table if exists ${staging}`);
    await this.loader.exec(
      spec.keyed
        ? `create table ${staging} (like ${spec.table} including all)`
        : `create table ${staging} as select ${spec.columns.map((c) => c.name).join(', ')} from ${spec.table} with no data`,
    );
  }

  /** Rows into the loading table: one COPY (PGlite) or insert (PostgreSQL). */
  insert(spec: LoadedTable, rows: Value[][]): Promise<void> {
    return this.loader.insert(spec, stagingName(spec), rows);
  }

  /** Every loaded table takes the place of its live one, all in one transaction. */
  swap(specs: LoadedTable[]): Promise<void> {
    return this.loader.transaction(specs.flatMap(swapStatements));
  }

  analyze(spec: LoadedTable): Promise<void> {
    return this.loader.exec(`analyze ${spec.table}`);
  }

  dropLoadingTable(spec: LoadedTable): Promise<void> {
    return this.loader.exec(`drop table if exists ${stagingName(spec)}`);
  }

  release(): Promise<void> {
    return this.loader.release();
  }
}

function stagingName(spec: LoadedTable): string {
  return `${spec.table}_loading`;
}

function swapStatements(spec: LoadedTable): string[] {
  const staging = stagingName(spec);
  if (!spec.keyed) {
    const columns = spec.columns.map((c) => c.name).join(', ');
    return [
      `truncate ${spec.table} restart identity`,
      `insert into ${spec.table} (${columns}) select ${columns} from ${staging}`,
      `drop table ${staging}`,
    ];
  }
  // Renaming swaps 1.7 million postcodes in milliseconds, where copying them would hold the
  // (single) PGlite connection for many seconds; the names end up as migration 0013 made them.
  return [
    `drop table ${spec.table}`,
    `alter table ${staging} rename to ${spec.table}`,
    `alter table ${spec.table} rename constraint ${staging}_pkey to ${spec.table}_pkey`,
  ];
}

function pgliteLoader(client: PGlite): Loader {
  return {
    async exec(statement) {
      await client.exec(statement);
    },
    async insert(spec, staging, rows) {
      const csv = rows.map((row) => row.map(csvValue).join(',')).join('\n');
      await client.query(
        `copy ${staging} (${spec.columns.map((c) => c.name).join(', ')}) from '/dev/blob' with (format csv)`,
        [],
        { blob: new Blob([csv]) },
      );
    },
    async transaction(statements) {
      await client.transaction(async (tx: Transaction) => {
        for (const statement of statements) await tx.exec(statement);
      });
    },
    async release() {},
  };
}

/** A field of PGlite's COPY input: text always quoted, so an empty unquoted field is NULL. */
function csvValue(value: Value): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(/"/g, '""')}"`;
}

/** Undefined, the client released, when another process holds the import's lock. */
async function postgresLoader(client: pg.PoolClient): Promise<Loader | undefined> {
  const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [IMPORT_LOCK_ID]);
  if (!locked.rows[0]?.locked) {
    client.release();
    return undefined;
  }
  return {
    async exec(statement) {
      await client.query(statement);
    },
    async insert(spec, staging, rows) {
      const columns = spec.columns.map((column, index) => rows.map((row) => row[index]));
      const unnest = spec.columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
      await client.query(
        `insert into ${staging} (${spec.columns.map((c) => c.name).join(', ')}) select * from unnest(${unnest})`,
        columns,
      );
    },
    async transaction(statements) {
      await client.query('begin');
      try {
        for (const statement of statements) await client.query(statement);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      }
    },
    async release() {
      await client.query('select pg_advisory_unlock($1)', [IMPORT_LOCK_ID]).catch(() => {});
      client.release();
    },
  };
}
