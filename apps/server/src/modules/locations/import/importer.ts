import type { Database, Transaction } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import { readSourceFile } from './parse.ts';
import { LocationsImportRepository, type NewPoint } from './repository.ts';
import { LocationImportError, type ImportedPoint, type ParsedSource } from './types.ts';

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
  private readonly repository: LocationsImportRepository;
  /** Told after each import that committed: pages showing the locator's numbers are out of date. */
  private readonly onImported: () => void;

  constructor(db: Database, onImported: () => void = () => {}) {
    this.db = db;
    this.repository = new LocationsImportRepository(db);
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
      await this.repository.lockImports(tx);
      const done: ImportSummary[] = [];
      for (const input of list) done.push(await importOne(this.repository, tx, input, new Date()));
      return done;
    });
    this.onImported();
    return summaries;
  }

  /** How many points of a source are shown or kept as duplicates (not retired). */
  activePointCount(source: string): Promise<number> {
    return this.repository.activePointCount(source);
  }

  /** The date of the newest data stored for a source, or null when it has none. */
  newestSourceDate(source: string): Promise<Date | null> {
    return this.repository.newestSourceDate(source);
  }
}

function sameArray(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

async function importOne(
  repository: LocationsImportRepository,
  tx: Transaction,
  input: ParsedSource,
  now: Date,
): Promise<ImportSummary> {
  const { source, sourceDate, attribution } = input;
  const stored = await repository.newestSourceDate(source, tx);
  // An older snapshot must not bring back what a newer one retired, nor retire what it added.
  if (sourceDate && stored && sourceDate.getTime() < stored.getTime()) {
    throw new LocationImportError(
      `${input.label} holds data of ${sourceDate.toISOString().slice(0, 10)}, older than the ${stored.toISOString().slice(0, 10)} data of this source already imported; nothing was imported.`,
    );
  }

  const existing = await repository.pointsOf(source, tx);
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

  const inserts: NewPoint[] = [];
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
    await repository.updatePoint(row.id, { ...values, retiredAt: null, updatedAt: now }, tx);
  }
  await repository.insertPoints(inserts, tx);

  const gone = existing.filter((row) => !row.retiredAt && !seen.has(row.sourceId)).map((row) => row.id);
  await repository.retire(gone, now, tx);
  summary.retired = gone.length;

  if (sourceDate) await repository.setSourceDate(source, sourceDate, tx);

  summary.merged = await repository.mergeDuplicates(source, now, tx);
  return summary;
}
