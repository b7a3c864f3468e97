import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { gazetteerOutcodes, gazetteerPostcodes, gazetteerSectors, geocodeCache } from '../tables.ts';
import { PLACE_TYPES } from './importer.ts';

/** What the geocoder's answers are cached by: the kind of look-up and its key. */
export type CacheKind = 'postcode' | 'outcode' | 'place';

export type CachedAnswer = typeof geocodeCache.$inferSelect;

/** A fuzzy place match needs at least this trigram similarity ("Manchster" to "manchester" is 0.58). */
export const FUZZY_SIMILARITY = 0.45;

// City first, Other Settlement last: the order of PLACE_TYPES.
const TYPE_RANK = sql.raw(
  `case local_type ${PLACE_TYPES.map((type, index) => `when '${type}' then ${index}`).join(' ')} else ${PLACE_TYPES.length} end`,
);

export interface PlaceRow {
  name: string;
  inCounty: boolean;
  rank: number;
  lat: number;
  lng: number;
  county: string | null;
  district: string | null;
  region: string | null;
}

type Point = { lat: number; lng: number };

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** The geocoder's reads of the gazetteer (docs/decisions/0019-recycling-locator.md) and its cache of postcodes.io's answers. */
export class GazetteerRepository {
  private readonly db: Database;
  constructor(db: Database) {
    this.db = db;
  }

  async postcode(key: string): Promise<Point | undefined> {
    const [row] = await this.db
      .select({ lat: gazetteerPostcodes.lat, lng: gazetteerPostcodes.lng })
      .from(gazetteerPostcodes)
      .where(eq(gazetteerPostcodes.postcode, key));
    return row;
  }

  async outcode(key: string): Promise<Point | undefined> {
    const [row] = await this.db
      .select({ lat: gazetteerOutcodes.lat, lng: gazetteerOutcodes.lng })
      .from(gazetteerOutcodes)
      .where(eq(gazetteerOutcodes.outcode, key));
    return row;
  }

  async sector(key: string): Promise<Point | undefined> {
    const [row] = await this.db
      .select({ lat: gazetteerSectors.lat, lng: gazetteerSectors.lng })
      .from(gazetteerSectors)
      .where(eq(gazetteerSectors.sector, key));
    return row;
  }

  /** The best place named `wanted` (lower case), through the index on its name. */
  placeNamed(wanted: string, county: string | undefined): Promise<PlaceRow | undefined> {
    return this.bestPlace(county, sql`lower(name) = ${wanted}`, sql`name`, sql`1`);
  }

  /** The best place whose alternative name (Welsh, Gaelic) is `wanted`, read without an index. */
  placeWithAlternativeName(wanted: string, county: string | undefined): Promise<PlaceRow | undefined> {
    return this.bestPlace(county, sql`lower(name_alt) = ${wanted}`, sql`name_alt`, sql`1`);
  }

  /** The best place whose name is close to `wanted`, the closest first among places of a rank. */
  placeLike(wanted: string, county: string | undefined): Promise<PlaceRow | undefined> {
    // `%` lets the trigram index find candidates (at pg_trgm's default threshold, 0.3); the
    // similarity floor then keeps only close matches.
    const similarity = sql`similarity(lower(name), ${wanted})`;
    return this.bestPlace(
      county,
      sql`lower(name) % ${wanted} and ${similarity} >= ${FUZZY_SIMILARITY}`,
      sql`name`,
      similarity,
    );
  }

  /** The best match: in the county first, then cities before towns before villages, then the closest. */
  private async bestPlace(
    county: string | undefined,
    match: SQL,
    shownName: SQL,
    similarity: SQL,
  ): Promise<PlaceRow | undefined> {
    // A ", county" part only breaks ties between places of the same name.
    const inCounty = county
      ? sql`(lower(coalesce(county, '')) = ${county.toLowerCase()} or lower(coalesce(district, '')) = ${county.toLowerCase()})`
      : sql`false`;
    return rowsOf<PlaceRow>(
      await this.db.execute(sql`
          select * from (
            select ${shownName} as name, lat, lng, county, district, region, id,
              ${inCounty} as "inCounty", ${TYPE_RANK} as rank, ${similarity} as score
            from gazetteer_places where ${match}) as candidates
          order by "inCounty" desc, rank, score desc, id
          limit 1`),
    )[0];
  }

  async cachedAnswer(kind: CacheKind, key: string): Promise<CachedAnswer | undefined> {
    const [cached] = await this.db
      .select()
      .from(geocodeCache)
      .where(and(eq(geocodeCache.kind, kind), eq(geocodeCache.query, key)));
    return cached;
  }

  /** Keeps the geocoder's answer (undefined: a definite miss), replacing an older one. */
  async cacheAnswer(
    kind: CacheKind,
    key: string,
    answer: { lat: number; lng: number; label: string } | undefined,
  ): Promise<void> {
    await this.db
      .insert(geocodeCache)
      .values({ kind, query: key, found: Boolean(answer), ...answer, fetchedAt: new Date() })
      .onConflictDoUpdate({
        target: [geocodeCache.kind, geocodeCache.query],
        set: {
          found: Boolean(answer),
          lat: answer?.lat ?? null,
          lng: answer?.lng ?? null,
          label: answer?.label ?? null,
          fetchedAt: new Date(),
        },
      });
  }
}
