import { sql, type SQL } from 'drizzle-orm';
import type { LocationAccepts } from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
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
 * Nearest first within the radius: `<->` walks the GiST index on ll_to_earth(lat, lng) outwards
 * from the origin, only through the box around the radius (`earth_box … @>` is the walk's own index
 * condition), and stops after `limit` rows that match. So a search costs at most the points within
 * its box, however rare what it asks for; before, a filter few points matched walked the whole index
 * (docs/decisions/0019-recycling-locator.md). Rows come back nearest first, ties by id.
 */
export function nearbyQuery(search: NearbySearch): SQL {
  const origin = sql`ll_to_earth(${search.lat}::float8, ${search.lng}::float8)`;
  const radiusMetres = sql`${search.radiusMiles * METRES_PER_MILE}::float8`;
  const acceptsFilter =
    search.accepts.length > 0 ? sql`and accepts @> ${`{${search.accepts.join(',')}}`}::text[]` : sql``;
  return sql`
    select * from (
      select ${COLUMNS},
        earth_distance(ll_to_earth(lat, lng), ${origin}) / ${METRES_PER_MILE}::float8 as "distanceMiles"
      from locations
      where ${ACTIVE} ${acceptsFilter}
        and earth_box(${origin}, ${radiusMetres}) @> ll_to_earth(lat, lng)
        and earth_distance(ll_to_earth(lat, lng), ${origin}) <= ${radiusMetres}
      order by ll_to_earth(lat, lng) <-> ${origin}
      limit ${search.limit}
    ) as nearest
    order by "distanceMiles", id`;
}

/**
 * The settings of a search's transaction. PostgreSQL cancels the search after `timeoutMs` (PGlite
 * accepts the setting but cannot cancel: there the query's shape alone bounds the work). Without a
 * bitmap or sequential scan to choose, the planner walks the index as `nearbyQuery` says; given the
 * choice it fetched and sorted every point in the box, even when the first `limit` were enough.
 */
export function searchSettings(timeoutMs: number): SQL {
  return sql`select set_config('statement_timeout', ${String(timeoutMs)}, true),
    set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true)`;
}

/** Reads drop-off points for the locator (docs/decisions/0019-recycling-locator.md). */
export class LocationsSearchRepository {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** The nearest points (`nearbyQuery`), in a transaction of their own with `searchSettings`. */
  async nearby(search: NearbySearch, statementTimeoutMs: number): Promise<NearbyRow[]> {
    const result = await this.db.transaction(async (tx) => {
      await tx.execute(searchSettings(statementTimeoutMs));
      return tx.execute(nearbyQuery(search));
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
