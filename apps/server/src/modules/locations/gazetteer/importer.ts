import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { UK_BOUNDS } from '@recircuit/contract';
import { isValid, validOutcode } from 'postcode';
import type { Database } from '../../../db/client.ts';
import { OperatorCommandError } from '../../../lib/operator-channel/registry.ts';
import { CsvSyntaxError, openTextStream, readCsv } from './csv.ts';
import { GazetteerImportRepository, type GazetteerLoading, type LoadedTable, type Value } from './import-repository.ts';

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

class RowError extends Error {}

interface TableSpec extends LoadedTable {
  /** Columns the file must have, by header name. */
  header: string[];
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

// One import at a time per process; on PostgreSQL an advisory lock also keeps out other processes.
let running = false;

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
    const loading = await new GazetteerImportRepository(db).open();
    if (!loading) throw new GazetteerImportError('A gazetteer import is already running; wait for it to finish.');
    const loaded: GazetteerTable[] = [];
    try {
      const counts: GazetteerCounts = {};
      for (const table of given) {
        loaded.push(table);
        counts[table] = await loadFile(loading, table, files[table]!, options);
      }
      await loading.swap(given.map((table) => SPECS[table]));
      for (const table of given) await loading.analyze(SPECS[table]);
      return counts;
    } catch (error) {
      for (const table of loaded) await loading.dropLoadingTable(SPECS[table]).catch(() => {});
      throw error;
    } finally {
      await loading.release();
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

async function loadFile(
  loading: GazetteerLoading,
  table: GazetteerTable,
  path: string,
  options: ImportOptions,
): Promise<number> {
  const spec = SPECS[table];
  const batchRows = options.batchRows ?? 100_000;
  const name = basename(path);
  const fail = (line: number, message: string) => new GazetteerImportError(`${name}, line ${line}: ${message}.`);

  await loading.createLoadingTable(spec);

  let count = 0;
  let batch: Value[][] = [];
  let lines: number[] = [];
  const flush = async () => {
    if (!batch.length) return;
    try {
      await loading.insert(spec, batch);
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
