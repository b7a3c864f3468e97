import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { UK_BOUNDS } from '@recircuit/contract';
import { isValid, validOutcode } from 'postcode';
import type { Database } from '../../../db/client.ts';
import { OperatorCommandError } from '../../../lib/operator-channel/registry.ts';
import { CsvSyntaxError, openTextStream, readCsv } from './csv.ts';

/** The files to load, by the table each replaces; absolute paths on the server's machine. */
export interface GazetteerFiles {
  postcodes?: string | undefined;
  outcodes?: string | undefined;
  sectors?: string | undefined;
  places?: string | undefined;
}

export type GazetteerTable = keyof GazetteerFiles;

export const GAZETTEER_TABLES: readonly GazetteerTable[] = ['postcodes', 'outcodes', 'sectors', 'places'];

/** Rows now in each table that was given a file. */
export type GazetteerCounts = Partial<Record<GazetteerTable, number>>;

/** The contract's: a search from a position is held to the same bounds as the gazetteer's rows. */
export { UK_BOUNDS };

export const PLACE_TYPES = ['City', 'Town', 'Village', 'Suburban Area', 'Hamlet', 'Other Settlement'] as const;

type Value = string | number | null;
type ColumnType = 'text' | 'float8';

class RowError extends Error {}

interface TableSpec {
  table: string;
  columns: { name: string; type: ColumnType }[];
  /** Columns the file must have, by header name. */
  header: string[];
  /** The first column is a primary key: the loaded table replaces the live one by renaming. */
  keyed: boolean;
  row(field: (name: string) => string): Value[];
}

const KEYED_COLUMNS = (key: string) => [
  { name: key, type: 'text' as const },
  { name: 'lat', type: 'float8' as const },
  { name: 'lng', type: 'float8' as const },
];

const NUMBER = /^-?\d{1,3}(\.\d+)?$/;

function coordinates(field: (name: string) => string): [number, number] {
  const lat = field('lat');
  const lng = field('lng');
  if (!NUMBER.test(lat) || !NUMBER.test(lng))
    throw new RowError(`lat and lng must be numbers (got "${clip(lat)}", "${clip(lng)}")`);
  const [latitude, longitude] = [Number(lat), Number(lng)];
  if (
    latitude < UK_BOUNDS.minLat ||
    latitude > UK_BOUNDS.maxLat ||
    longitude < UK_BOUNDS.minLng ||
    longitude > UK_BOUNDS.maxLng
  ) {
    throw new RowError(`${lat}, ${lng} is outside the UK`);
  }
  return [latitude, longitude];
}

function clip(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

const SPECS: Record<GazetteerTable, TableSpec> = {
  postcodes: {
    table: 'gazetteer_postcodes',
    columns: KEYED_COLUMNS('postcode'),
    header: ['postcode', 'lat', 'lng'],
    keyed: true,
    row(field) {
      const postcode = field('postcode').replace(/\s+/g, '').toUpperCase();
      if (!isValid(postcode)) throw new RowError(`"${clip(field('postcode'))}" is not a valid postcode`);
      return [postcode, ...coordinates(field)];
    },
  },
  outcodes: {
    table: 'gazetteer_outcodes',
    columns: KEYED_COLUMNS('outcode'),
    header: ['outcode', 'lat', 'lng'],
    keyed: true,
    row(field) {
      const outcode = field('outcode').trim().toUpperCase();
      if (!validOutcode(outcode)) throw new RowError(`"${clip(field('outcode'))}" is not a valid outcode`);
      return [outcode, ...coordinates(field)];
    },
  },
  sectors: {
    table: 'gazetteer_sectors',
    columns: KEYED_COLUMNS('sector'),
    header: ['sector', 'lat', 'lng'],
    keyed: true,
    row(field) {
      const [outcode = '', sector = '', ...rest] = field('sector').trim().toUpperCase().split(/\s+/);
      if (rest.length || !validOutcode(outcode) || !/^\d$/.test(sector)) {
        throw new RowError(`"${clip(field('sector'))}" is not a postcode sector such as "SW1A 1"`);
      }
      return [`${outcode}${sector}`, ...coordinates(field)];
    },
  },
  places: {
    table: 'gazetteer_places',
    columns: [
      { name: 'name', type: 'text' },
      { name: 'name_alt', type: 'text' },
      { name: 'local_type', type: 'text' },
      { name: 'lat', type: 'float8' },
      { name: 'lng', type: 'float8' },
      { name: 'outcode', type: 'text' },
      { name: 'district', type: 'text' },
      { name: 'county', type: 'text' },
      { name: 'region', type: 'text' },
      { name: 'country', type: 'text' },
    ],
    header: ['name', 'name_alt', 'local_type', 'lat', 'lng', 'outcode', 'district', 'county', 'region', 'country'],
    keyed: false,
    row(field) {
      const text = (name: string, max = 100) => {
        const value = field(name).trim();
        if (value.length > max || /\p{Cc}/u.test(value))
          throw new RowError(`the ${name} "${clip(value)}" is not a place's text`);
        return value || null;
      };
      const name = text('name');
      if (!name) throw new RowError('the name is empty');
      const localType = field('local_type').trim();
      if (!(PLACE_TYPES as readonly string[]).includes(localType)) {
        throw new RowError(`the local_type "${clip(localType)}" is not one of ${PLACE_TYPES.join(', ')}`);
      }
      const outcode = field('outcode').trim().toUpperCase() || null;
      if (outcode && !validOutcode(outcode)) throw new RowError(`"${clip(outcode)}" is not a valid outcode`);
      return [
        name,
        text('name_alt'),
        localType,
        ...coordinates(field),
        outcode,
        text('district'),
        text('county'),
        text('region'),
        text('country'),
      ];
    },
  },
};

/** A bad file or row; its message names the file (and line) and is shown to the operator as it is. */
export class GazetteerImportError extends OperatorCommandError {}

export interface ImportOptions {
  /** Rows per COPY (PGlite) or insert (PostgreSQL); between them the server's other queries run. */
  batchRows?: number;
  /** Called after each batch with the table and the rows loaded so far. */
  onProgress?: (table: GazetteerTable, rows: number) => void;
}

/** What loading needs from the database, on PGlite or PostgreSQL. */
interface Loader {
  exec(statement: string): Promise<void>;
  insert(spec: TableSpec, staging: string, rows: Value[][]): Promise<void>;
  transaction(statements: string[]): Promise<void>;
  release(): Promise<void>;
}

// One import at a time per process; on PostgreSQL an advisory lock also keeps out other processes.
let running = false;
const IMPORT_LOCK_ID = 72_414_013;

/**
 * Loads the given gazetteer files (docs/decisions/0019-recycling-locator.md). Each file is read as
 * a stream and checked row by row into a loading table, in batches so a running server keeps
 * answering; only when every file has loaded do the tables take the new rows, all in one
 * transaction. A bad file or row stops the import with a message naming the file and line, and
 * changes nothing.
 */
export async function importGazetteer(
  db: Database,
  files: GazetteerFiles,
  options: ImportOptions = {},
): Promise<GazetteerCounts> {
  const given = GAZETTEER_TABLES.filter((table) => files[table]);
  if (!given.length)
    throw new GazetteerImportError('Give at least one file: --postcodes, --outcodes, --sectors or --places.');
  if (running) throw new GazetteerImportError('A gazetteer import is already running; wait for it to finish.');
  running = true;
  try {
    for (const table of given) await checkReadable(files[table]!);
    const loader = await openLoader(db);
    const loaded: GazetteerTable[] = [];
    try {
      const counts: GazetteerCounts = {};
      for (const table of given) {
        loaded.push(table);
        counts[table] = await loadFile(loader, table, files[table]!, options);
      }
      await loader.transaction(given.flatMap((table) => swapStatements(SPECS[table])));
      for (const table of given) await loader.exec(`analyze ${SPECS[table].table}`);
      return counts;
    } catch (error) {
      for (const table of loaded)
        await loader.exec(`drop table if exists ${stagingName(SPECS[table])}`).catch(() => {});
      throw error;
    } finally {
      await loader.release();
    }
  } finally {
    running = false;
  }
}

async function checkReadable(path: string): Promise<void> {
  try {
    const handle = await open(path, 'r');
    const stat = await handle.stat();
    await handle.close();
    if (!stat.isFile()) throw new Error('not a file');
  } catch {
    throw new GazetteerImportError(`Cannot read ${path}: give the path of a readable CSV file (.csv or .csv.gz).`);
  }
}

function stagingName(spec: TableSpec): string {
  return `${spec.table}_loading`;
}

async function loadFile(loader: Loader, table: GazetteerTable, path: string, options: ImportOptions): Promise<number> {
  const spec = SPECS[table];
  const staging = stagingName(spec);
  const batchRows = options.batchRows ?? 100_000;
  const name = basename(path);
  const fail = (line: number, message: string) => new GazetteerImportError(`${name}, line ${line}: ${message}.`);

  await loader.exec(`drop table if exists ${staging}`);
  await loader.exec(
    spec.keyed
      ? `create table ${staging} (like ${spec.table} including all)`
      : `create table ${staging} as select ${spec.columns.map((c) => c.name).join(', ')} from ${spec.table} with no data`,
  );

  let count = 0;
  let batch: Value[][] = [];
  let lines: number[] = [];
  const flush = async () => {
    if (!batch.length) return;
    try {
      await loader.insert(spec, staging, batch);
    } catch (error) {
      const duplicate = duplicateKey(error);
      if (duplicate === undefined) throw error;
      const index = batch.findLastIndex((row) => row[0] === duplicate);
      throw fail(index >= 0 ? lines[index]! : lines[0]!, `${duplicate} appears more than once`);
    }
    count += batch.length;
    options.onProgress?.(table, count);
    batch = [];
    lines = [];
  };

  let positions: Map<string, number> | undefined;
  let width = 0;
  try {
    for await (const record of readCsv(openTextStream(path))) {
      if (!positions) {
        positions = headerPositions(record.fields, spec, (message) => fail(record.line, message));
        width = record.fields.length;
        continue;
      }
      if (record.fields.length !== width) {
        throw fail(record.line, `expected ${width} fields as in the header, found ${record.fields.length}`);
      }
      const fields = record.fields;
      const columns = positions;
      try {
        batch.push(spec.row((column) => fields[columns.get(column)!] ?? ''));
      } catch (error) {
        if (error instanceof RowError) throw fail(record.line, error.message);
        throw error;
      }
      lines.push(record.line);
      if (batch.length >= batchRows) await flush();
    }
  } catch (error) {
    if (error instanceof GazetteerImportError) throw error;
    if (error instanceof CsvSyntaxError) throw fail(error.line, error.message);
    if (isReadError(error))
      throw new GazetteerImportError(
        `Cannot read ${name}: it is not a readable CSV file${path.endsWith('.gz') ? ' compressed with gzip' : ''}.`,
      );
    throw error;
  }
  if (!positions)
    throw new GazetteerImportError(`${name} is empty: it needs a header line (${spec.header.join(',')}) and rows.`);
  await flush();
  if (!count) throw new GazetteerImportError(`${name} has a header but no rows; nothing was changed.`);
  return count;
}

function headerPositions(fields: string[], spec: TableSpec, fail: (message: string) => Error): Map<string, number> {
  const names = fields.map((field) =>
    field
      .trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase(),
  );
  const positions = new Map<string, number>();
  for (const column of spec.header) {
    const index = names.indexOf(column);
    if (index < 0) throw fail(`the header has no "${column}" column (expected ${spec.header.join(',')})`);
    positions.set(column, index);
  }
  return positions;
}

function isReadError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('Z_') || code.startsWith('E'));
}

/** The key a unique-violation error names, on PGlite and PostgreSQL alike. */
function duplicateKey(error: unknown): string | undefined {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  if (code !== '23505' || typeof detail !== 'string') return undefined;
  return /\)=\((.*)\) already exists/.exec(detail)?.[1];
}

function swapStatements(spec: TableSpec): string[] {
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

async function openLoader(db: Database): Promise<Loader> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return pgliteLoader(client);
  if (client instanceof pg.Pool) return postgresLoader(await client.connect());
  throw new Error('the gazetteer import needs a PGlite or node-postgres database');
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

async function postgresLoader(client: pg.PoolClient): Promise<Loader> {
  const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [IMPORT_LOCK_ID]);
  if (!locked.rows[0]?.locked) {
    client.release();
    throw new GazetteerImportError('A gazetteer import is already running; wait for it to finish.');
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
