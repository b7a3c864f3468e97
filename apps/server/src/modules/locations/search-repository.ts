import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { LocationAccepts } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { boundsAround } from './radius-bounds.ts';
import type { locations } from './tables.ts';

const METRES_PER_MILE = 1_609.344;

/** A point as searches read it. */
export type LocationRow = Pick<
  typeof locations.$inferSelect,
  | 'id'
  | 'name'
  | 'kind'
  | 'address'
  | 'postcode'
  | 'lat'
  | 'lng'
  | 'accepts'
  | 'acceptsConfirmed'
  | 'openingHours'
  | 'website'
  | 'phone'
  | 'source'
  | 'attribution'
>;

export interface NearbyRow extends LocationRow {
  distanceMiles: number;
}

export interface NearbySearch {
  lat: number;
  lng: number;
  radiusMiles: number;
  limit: number;
  /** Only points that take every one of these. */
  accepts: LocationAccepts[];
}

export interface LocationCounts {
  points: number;
  bySource: Record<string, number>;
  byKind: Record<string, number>;
  updatedAt: Date | null;
  attribution: string[];
}

const COLUMNS = sql`id, name, kind, address, postcode, lat, lng, accepts, accepts_confirmed as "acceptsConfirmed",
  opening_hours as "openingHours", website, phone, source, attribution`;

// Searches see only points in use: neither retired nor a second source's copy of another point.
const ACTIVE = sql`retired_at is null and duplicate_of is null`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Nearest first within the radius (docs/decisions/0019-recycling-locator.md): `<->` walks the GiST
 * index on ll_to_earth(lat, lng) outwards from the origin and stops after `limit` rows. With a
 * filter, a row outside the rectangle around the radius (`boundsAround`) counts towards that limit
 * whatever it accepts, so the walk ends at most `limit` rows past the rectangle: a search reads the
 * points within it and no more than `limit` others, however rare what it asks for. It used to count
 * only rows that accepted what was asked, so a filter few points matched walked the whole index. The
 * test is on the stored lat and lng (no trigonometry per row), and the query keeps the shape the
 * planner walks the index for (an `earth_box` condition instead makes it fetch and sort every point
 * in the box). The radius and the filter are then applied exactly. Nearest first, ties by id.
 */
export function nearbyQuery(search: NearbySearch): SQL {
  const origin = sql`ll_to_earth(${search.lat}::float8, ${search.lng}::float8)`;
  const radius = sql`${search.radiusMiles}::float8`;
  const accepted = sql`accepts @> ${`{${search.accepts.join(',')}}`}::text[]`;
  const filtered = search.accepts.length > 0;
  const box = boundsAround(search.lat, search.lng, search.radiusMiles * METRES_PER_MILE);
  const outsideBox = sql`lat < ${box.minLat}::float8 or lat > ${box.maxLat}::float8
    or lng < ${box.minLng}::float8 or lng > ${box.maxLng}::float8`;
  return sql`
    select * from (
      select ${COLUMNS},
        earth_distance(ll_to_earth(lat, lng), ${origin}) / ${METRES_PER_MILE}::float8 as "distanceMiles"
      from locations
      where ${ACTIVE} ${filtered ? sql`and (${accepted} or ${outsideBox})` : sql``}
      order by ll_to_earth(lat, lng) <-> ${origin}
      limit ${search.limit}
    ) as nearest
    where "distanceMiles" <= ${radius} ${filtered ? sql`and ${accepted}` : sql``}
    order by "distanceMiles", id`;
}

/** Reads drop-off points for the locator (docs/decisions/0019-recycling-locator.md). */
export class LocationsSearchRepository {
  private readonly db: Database;
  private readonly onPglite: boolean;

  constructor(db: Database) {
    this.db = db;
    this.onPglite = (db as unknown as { $client: unknown }).$client instanceof PGlite;
  }

  /**
   * The nearest points (`nearbyQuery`). On PostgreSQL in a transaction of its own whose
   * `statement_timeout` cancels it after `statementTimeoutMs`. PGlite accepts that setting but
   * cannot cancel a statement (WebAssembly has no timer signal), so there it runs alone and the
   * query's shape is what bounds it.
   */
  async nearby(search: NearbySearch, statementTimeoutMs: number): Promise<NearbyRow[]> {
    const query = nearbyQuery(search);
    const result = this.onPglite
      ? await this.db.execute(query)
      : await this.db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('statement_timeout', ${String(statementTimeoutMs)}, true)`);
          return tx.execute(query);
        });
    return rowsOf<NearbyRow>(result).map((row) => ({ ...row, distanceMiles: Number(row.distanceMiles) }));
  }

  async byId(id: string): Promise<LocationRow | undefined> {
    const result = await this.db.execute(sql`select ${COLUMNS} from locations where id = ${id} and ${ACTIVE}`);
    return rowsOf<LocationRow>(result)[0];
  }

  async counts(): Promise<LocationCounts> {
    const result = await this.db.execute(sql`
      select source, kind, attribution, count(*) filter (where ${ACTIVE})::int as points,
        max(greatest(updated_at, coalesce(retired_at, updated_at))) as "updatedAt"
      from locations group by source, kind, attribution`);
    const groups = rowsOf<{ source: string; kind: string; attribution: string; points: number; updatedAt: unknown }>(
      result,
    );
    const counts: LocationCounts = { points: 0, bySource: {}, byKind: {}, updatedAt: null, attribution: [] };
    for (const group of groups) {
      counts.points += group.points;
      counts.bySource[group.source] = (counts.bySource[group.source] ?? 0) + group.points;
      counts.byKind[group.kind] = (counts.byKind[group.kind] ?? 0) + group.points;
      const updatedAt = new Date(group.updatedAt as string | Date);
      if (!counts.updatedAt || updatedAt > counts.updatedAt) counts.updatedAt = updatedAt;
      if (group.points > 0 && !counts.attribution.includes(group.attribution))
        counts.attribution.push(group.attribution);
    }
    return counts;
  }
}
