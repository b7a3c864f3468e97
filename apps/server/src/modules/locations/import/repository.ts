import { and, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../../db/client.ts';
import { locations } from '../tables.ts';

export type StoredPoint = typeof locations.$inferSelect;
export type NewPoint = typeof locations.$inferInsert;

/** Two points of different sources this close, with names this alike (pg_trgm), are one place. */
export const MERGE_DISTANCE_METRES = 100;
export const MERGE_NAME_SIMILARITY = 0.5;
// Imports (the command and the Overpass refresh) take turns: each holds this lock for its transaction.
const IMPORT_LOCK_ID = 72_414_113;
const INSERT_BATCH = 500;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The drop-off points' import's queries (docs/decisions/0019-recycling-locator.md). */
export class LocationsImportRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  /** Waits for any other import's transaction to end, and holds the import lock until this one ends. */
  async lockImports(tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_ID})`);
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
  async newestSourceDate(source: string, executor: Executor = this.db): Promise<Date | null> {
    const [row] = await executor
      .select({ newest: max(locations.sourceDate) })
      .from(locations)
      .where(eq(locations.source, source));
    return row?.newest ? new Date(row.newest) : null;
  }

  /** Every point of a source, retired ones included. */
  async pointsOf(source: string, executor: Executor = this.db): Promise<StoredPoint[]> {
    return executor.select().from(locations).where(eq(locations.source, source));
  }

  async updatePoint(id: string, set: Partial<NewPoint>, executor: Executor = this.db): Promise<void> {
    await executor.update(locations).set(set).where(eq(locations.id, id));
  }

  /** New points, a batch per insert. */
  async insertPoints(points: NewPoint[], executor: Executor = this.db): Promise<void> {
    for (let start = 0; start < points.length; start += INSERT_BATCH) {
      await executor.insert(locations).values(points.slice(start, start + INSERT_BATCH));
    }
  }

  /** Retires the points with these ids, a batch per update. */
  async retire(ids: string[], now: Date, executor: Executor = this.db): Promise<void> {
    for (let start = 0; start < ids.length; start += INSERT_BATCH) {
      await executor
        .update(locations)
        .set({ retiredAt: now, updatedAt: now })
        .where(inArray(locations.id, ids.slice(start, start + INSERT_BATCH)));
    }
  }

  /** A newer snapshot that changes nothing else still says how fresh the points are (updated_at stays). */
  async setSourceDate(source: string, sourceDate: Date, executor: Executor = this.db): Promise<void> {
    await executor
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

  /**
   * First drops duplicate links that no longer hold (the other point was retired, moved away or renamed),
   * then links each active point of `source` to the nearest active, non-duplicate point of another
   * source within MERGE_DISTANCE_METRES whose name is similar. The point already there stays the one
   * shown, so links always point at a shown point when made and never form a cycle. Answers how many
   * points it linked.
   */
  async mergeDuplicates(source: string, now: Date, executor: Executor = this.db): Promise<number> {
    await executor.execute(sql`
    update locations a set duplicate_of = null, updated_at = ${now}
    from locations b
    where a.duplicate_of = b.id
      and (b.retired_at is not null or b.source = a.source
        or earth_distance(ll_to_earth(a.lat, a.lng), ll_to_earth(b.lat, b.lng)) > ${MERGE_DISTANCE_METRES}
        or similarity(lower(a.name), lower(b.name)) < ${MERGE_NAME_SIMILARITY})`);
    const result = await executor.execute(sql`
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
}
