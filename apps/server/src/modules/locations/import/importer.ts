import { and, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import { locations } from '../tables.ts';
import { readSourceFile } from './parse.ts';
import { LocationImportError, type ImportedPoint, type ParsedSource } from './types.ts';

/** Two points of different sources this close, with names this alike (pg_trgm), are one place. */
export const MERGE_DISTANCE_METRES = 100;
export const MERGE_NAME_SIMILARITY = 0.5;
// Imports (the command and the Overpass refresh) take turns: each holds this lock for its transaction.
const IMPORT_LOCK_ID = 72_414_113;
const INSERT_BATCH = 500;

export interface ImportSummary {
  /** The file's path, or "the Overpass API". */
  file: string;
  format: ParsedSource['format'];
  source: string;
  /** The source's date the points now carry (ISO), or null when unknown. */
  sourceDate: string | null;
  read: number;
  /** New points. */
  imported: number;
  /** Points whose details changed. */
  updated: number;
  /** Points retired earlier that the input holds again. */
  restored: number;
  unchanged: number;
  /** Points of this source the input no longer holds. */
  retired: number;
  /** Points of this input now kept as a duplicate of another source's point. */
  merged: number;
  /** Rows left out, by reason. */
  skipped: Record<string, number>;
  /** Values dropped while cleaning (unreadable opening hours, invalid postcodes, …), by field. */
  dropped: Record<string, number>;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const COMPARED = [
  'name',
  'kind',
  'address',
  'postcode',
  'lat',
  'lng',
  'openingHours',
  'website',
  'phone',
] as const satisfies readonly (keyof ImportedPoint)[];

/**
 * Imports drop-off points (docs/decisions/0019-recycling-locator.md): upserts by (source, source id),
 * retires the points of a source that a newer input of it no longer holds, and marks as a duplicate
 * a point another source already lists nearby under a similar name. All inputs of one call are one
 * transaction: a bad one changes nothing.
 */
export class LocationsImporter {
  private readonly db: Database;
  /** Told after each import that committed: pages showing the locator's numbers are out of date. */
  private readonly onImported: () => void;

  constructor(db: Database, onImported: () => void = () => {}) {
    this.db = db;
    this.onImported = onImported;
  }

  /** Reads and checks every file first, then imports them in order in one transaction. */
  async importFiles(paths: readonly string[]): Promise<ImportSummary[]> {
    const parsed: ParsedSource[] = [];
    for (const path of paths) parsed.push(await readSourceFile(path));
    return this.importParsed(parsed);
  }

  async importFile(path: string): Promise<ImportSummary> {
    const [summary] = await this.importFiles([path]);
    return summary!;
  }

  async importParsed(inputs: ParsedSource | readonly ParsedSource[]): Promise<ImportSummary[]> {
    const list = Array.isArray(inputs) ? inputs : [inputs as ParsedSource];
    const summaries = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
      const done: ImportSummary[] = [];
      for (const input of list) done.push(await importOne(tx, input, new Date()));
      return done;
    });
    this.onImported();
    return summaries;
  }

  /** How many points of a source are shown or kept as duplicates (not retired). */
  async activePointCount(source: string): Promise<number> {
    const [row] = await this.db
      .select({ count: count() })
      .from(locations)
      .where(and(eq(locations.source, source), isNull(locations.retiredAt)));
    return Number(row?.count ?? 0);
  }

  /** The date of the newest data stored for a source, or null when it has none. */
  async newestSourceDate(source: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ newest: max(locations.sourceDate) })
      .from(locations)
      .where(eq(locations.source, source));
    return row?.newest ? new Date(row.newest) : null;
  }
}

function sameArray(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

async function importOne(tx: Transaction, input: ParsedSource, now: Date): Promise<ImportSummary> {
  const { source, sourceDate, attribution } = input;
  const [newest] = await tx
    .select({ date: max(locations.sourceDate) })
    .from(locations)
    .where(eq(locations.source, source));
  const stored = newest?.date ? new Date(newest.date) : null;
  // An older snapshot must not bring back what a newer one retired, nor retire what it added.
  if (sourceDate && stored && sourceDate.getTime() < stored.getTime()) {
    throw new LocationImportError(
      `${input.label} holds data of ${sourceDate.toISOString().slice(0, 10)}, older than the ${stored.toISOString().slice(0, 10)} data of this source already imported; nothing was imported.`,
    );
  }

  const existing = await tx.select().from(locations).where(eq(locations.source, source));
  const bySourceId = new Map(existing.map((row) => [row.sourceId, row]));
  const summary: ImportSummary = {
    file: input.label,
    format: input.format,
    source,
    sourceDate: sourceDate?.toISOString() ?? null,
    read: input.read,
    imported: 0,
    updated: 0,
    restored: 0,
    unchanged: 0,
    retired: 0,
    merged: 0,
    skipped: input.skipped,
    dropped: input.dropped,
  };

  const inserts: (typeof locations.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const point of input.points) {
    seen.add(point.sourceId);
    const row = bySourceId.get(point.sourceId);
    const values = {
      name: point.name,
      kind: point.kind,
      address: point.address,
      postcode: point.postcode,
      lat: point.lat,
      lng: point.lng,
      accepts: point.accepts,
      acceptsConfirmed: point.acceptsConfirmed,
      openingHours: point.openingHours,
      website: point.website,
      phone: point.phone,
      attribution,
      sourceDate,
    };
    if (!row) {
      inserts.push({ id: newId('loc'), source, sourceId: point.sourceId, ...values, createdAt: now, updatedAt: now });
      summary.imported += 1;
      continue;
    }
    const changed =
      COMPARED.some((field) => row[field] !== point[field]) ||
      row.attribution !== attribution ||
      !sameArray(row.accepts, point.accepts) ||
      !sameArray(row.acceptsConfirmed, point.acceptsConfirmed);
    if (row.retiredAt) summary.restored += 1;
    else if (changed) summary.updated += 1;
    else {
      summary.unchanged += 1;
      continue;
    }
    await tx
      .update(locations)
      .set({ ...values, retiredAt: null, updatedAt: now })
      .where(eq(locations.id, row.id));
  }
  for (let start = 0; start < inserts.length; start += INSERT_BATCH) {
    await tx.insert(locations).values(inserts.slice(start, start + INSERT_BATCH));
  }

  const gone = existing.filter((row) => !row.retiredAt && !seen.has(row.sourceId)).map((row) => row.id);
  for (let start = 0; start < gone.length; start += INSERT_BATCH) {
    await tx
      .update(locations)
      .set({ retiredAt: now, updatedAt: now })
      .where(inArray(locations.id, gone.slice(start, start + INSERT_BATCH)));
  }
  summary.retired = gone.length;

  // A newer snapshot that changes nothing else still says how fresh the points are (updated_at stays).
  if (sourceDate) {
    await tx
      .update(locations)
      .set({ sourceDate })
      .where(
        and(
          eq(locations.source, source),
          isNull(locations.retiredAt),
          sql`${locations.sourceDate} is distinct from ${sourceDate}`,
        ),
      );
  }

  summary.merged = await mergeDuplicates(tx, source, now);
  return summary;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * First drops duplicate links that no longer hold (the other point was retired, moved away or renamed),
 * then links each active point of `source` to the nearest active, non-duplicate point of another
 * source within MERGE_DISTANCE_METRES whose name is similar. The point already there stays the one
 * shown, so links always point at a shown point when made and never form a cycle.
 */
async function mergeDuplicates(tx: Transaction, source: string, now: Date): Promise<number> {
  await tx.execute(sql`
    update locations a set duplicate_of = null, updated_at = ${now}
    from locations b
    where a.duplicate_of = b.id
      and (b.retired_at is not null or b.source = a.source
        or earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)) > ${MERGE_DISTANCE_METRES}
        or similarity(lower(a.name), lower(b.name)) < ${MERGE_NAME_SIMILARITY})`);
  const result = await tx.execute(sql`
    with links as (
      select a.id, (
        select b.id from locations b
        where b.source <> a.source and b.retired_at is null and b.duplicate_of is null
          and earth_box(ll_to_earth(a.lat, a.lng), ${MERGE_DISTANCE_METRES}) @> ll_to_earth(b.lat, b.lng)
          and earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)) <= ${MERGE_DISTANCE_METRES}
          and similarity(lower(a.name), lower(b.name)) >= ${MERGE_NAME_SIMILARITY}
        order by earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)), b.id
        limit 1
      ) as target
      from locations a
      where a.source = ${source} and a.retired_at is null
    )
    update locations set duplicate_of = links.target, updated_at = ${now}
    from links
    where locations.id = links.id and locations.duplicate_of is distinct from links.target
    returning locations.duplicate_of`);
  return rowsOf(result).filter((row) => row.duplicate_of !== null).length;
}
