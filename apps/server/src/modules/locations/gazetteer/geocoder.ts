import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { PLACE_TYPES, UK_BOUNDS } from './importer.ts';
import { parseLocationQuery, sectorWithoutSpace } from './query.ts';
import { GazetteerRepository, type CacheKind } from './repository.ts';

export type GeocodeResult =
  | { kind: 'found'; lat: number; lng: number; label: string; from: 'gazetteer' | 'geocoder' }
  | { kind: 'invalid' }
  | { kind: 'not-found' };

export interface GeocoderOptions {
  db: Database;
  /** A postcodes.io server (GEOCODER_URL), asked for what the gazetteer lacks; none asks nobody. */
  geocoderUrl: string | undefined;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

export const GEOCODER_TIMEOUT_MS = 3_000;
/** A place's answer rarely changes; a miss may be a postcode too new for the geocoder, so it is asked again sooner. */
export const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const MISS_TTL_MS = 24 * 60 * 60 * 1000;

const NOT_FOUND: GeocodeResult = { kind: 'not-found' };
const INVALID: GeocodeResult = { kind: 'invalid' };

/**
 * Turns what a visitor typed into a point (docs/decisions/0019-recycling-locator.md): postcodes,
 * outcodes and sectors from the gazetteer's tables, then place names (exact, then fuzzy, cities
 * before towns before villages); what the gazetteer lacks (Northern Ireland's BT postcodes, new
 * postcodes) is asked of postcodes.io when one is configured, and its answers are cached.
 */
export class Geocoder {
  private readonly gazetteer: GazetteerRepository;
  private readonly geocoderUrl: string | undefined;
  private readonly log: FastifyBaseLogger;
  private readonly fetch: typeof fetch;

  constructor(options: GeocoderOptions) {
    this.gazetteer = new GazetteerRepository(options.db);
    this.geocoderUrl = options.geocoderUrl?.replace(/\/+$/, '');
    this.log = options.log;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async locate(query: string): Promise<GeocodeResult> {
    const parsed = parseLocationQuery(query);
    switch (parsed.kind) {
      case 'invalid':
        return INVALID;
      case 'postcode': {
        const row = await this.gazetteer.postcode(parsed.key);
        if (row) return { kind: 'found', ...row, label: parsed.label, from: 'gazetteer' };
        return this.remote('postcode', parsed.key, `/postcodes/${encodeURIComponent(parsed.key)}`, (body) =>
          pointOf(body, parsed.label),
        );
      }
      case 'outcode': {
        const row = await this.gazetteer.outcode(parsed.key);
        if (row) return { kind: 'found', ...row, label: parsed.label, from: 'gazetteer' };
        // "dy81" is written like the outcode DY81 but meant as the sector DY8 1.
        const sector = sectorWithoutSpace(parsed.key);
        const sectorRow = sector && (await this.gazetteer.sector(sector.key));
        if (sector && sectorRow) return { kind: 'found', ...sectorRow, label: sector.label, from: 'gazetteer' };
        return this.remote('outcode', parsed.key, `/outcodes/${encodeURIComponent(parsed.key)}`, (body) =>
          pointOf(body, parsed.label),
        );
      }
      case 'sector': {
        // postcodes.io has no sector look-up: a sector the gazetteer lacks is not found.
        const row = await this.gazetteer.sector(parsed.key);
        return row ? { kind: 'found', ...row, label: parsed.label, from: 'gazetteer' } : NOT_FOUND;
      }
      case 'place': {
        const found = await this.place(parsed.name, parsed.county);
        if (found) return found;
        for (const part of parsed.otherParts.slice(0, 3)) {
          const town = await this.place(part, undefined);
          if (town) return town;
        }
        const key = [parsed.name, parsed.county].filter(Boolean).join(', ').toLowerCase();
        return this.remote('place', key, `/places?q=${encodeURIComponent(parsed.name)}&limit=20`, (body) =>
          bestRemotePlace(body, parsed.name),
        );
      }
    }
  }

  private async place(name: string, county: string | undefined): Promise<GeocodeResult | undefined> {
    const wanted = name.toLowerCase();
    // By name through its index; the rarer alternative names (Welsh, Gaelic) are read without
    // one, so only when the best by name could still be beaten (it is not a city, or a county was given).
    const exact = [await this.gazetteer.placeNamed(wanted, county)];
    if (!exact[0] || exact[0].rank > 0 || county) {
      exact.push(await this.gazetteer.placeWithAlternativeName(wanted, county));
    }
    let row = exact
      .filter((candidate) => candidate !== undefined)
      .sort((a, b) => Number(b.inCounty) - Number(a.inCounty) || a.rank - b.rank)[0];
    if (!row && wanted.length >= 3) row = await this.gazetteer.placeLike(wanted, county);
    if (!row) return undefined;
    return { kind: 'found', lat: Number(row.lat), lng: Number(row.lng), label: placeLabel(row), from: 'gazetteer' };
  }

  /**
   * Asks the geocoder (cached): a found answer is kept for 30 days, a definite miss for a day.
   * A geocoder that fails, answers strangely or takes over 3 s gives not-found, uncached.
   */
  private async remote(
    kind: CacheKind,
    key: string,
    path: string,
    read: (body: unknown) => { lat: number; lng: number; label: string } | undefined,
  ): Promise<GeocodeResult> {
    if (!this.geocoderUrl) return NOT_FOUND;
    const cached = await this.gazetteer.cachedAnswer(kind, key);
    if (cached && Date.now() - cached.fetchedAt.getTime() < (cached.found ? FOUND_TTL_MS : MISS_TTL_MS)) {
      return cached.found && cached.lat !== null && cached.lng !== null
        ? { kind: 'found', lat: cached.lat, lng: cached.lng, label: cached.label ?? key, from: 'geocoder' }
        : NOT_FOUND;
    }

    let answer: { lat: number; lng: number; label: string } | undefined;
    try {
      const response = await this.fetch(`${this.geocoderUrl}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS),
      });
      if (response.status === 404) {
        await response.body?.cancel();
      } else if (!response.ok) {
        await response.body?.cancel();
        this.log.warn(
          { lookup: kind, status: response.status },
          'geocoder answered with an error; treated as not found',
        );
        return NOT_FOUND;
      } else {
        answer = read(await response.json());
      }
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
      this.log.warn({ lookup: kind, reason }, 'geocoder did not answer; treated as not found');
      return NOT_FOUND;
    }

    await this.gazetteer
      .cacheAnswer(kind, key, answer)
      .catch((error: unknown) => this.log.warn({ err: error, lookup: kind }, 'geocoder answer not cached'));
    return answer ? { kind: 'found', ...answer, from: 'geocoder' } : NOT_FOUND;
  }
}

/** "Bristol, City of Bristol": the first of county, district and region that is not the name itself. */
function placeLabel(row: { name: string; county: string | null; district: string | null; region: string | null }) {
  const area = [row.county, row.district, row.region].find(
    (part) => part && part.toLowerCase() !== row.name.toLowerCase(),
  );
  return area ? `${row.name}, ${oneNameIfSame(area)}` : row.name;
}

/** OS Open Names writes Welsh areas in both languages, "Gwynedd - Gwynedd" when they agree. */
function oneNameIfSame(area: string): string {
  const [first, second, ...rest] = area.split(' - ');
  return second !== undefined && rest.length === 0 && first === second ? first : area;
}

function inUk(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    lat >= UK_BOUNDS.minLat &&
    lat <= UK_BOUNDS.maxLat &&
    lng >= UK_BOUNDS.minLng &&
    lng <= UK_BOUNDS.maxLng
  );
}

/** postcodes.io's `/postcodes/{pc}` and `/outcodes/{oc}`: `{status, result: {latitude, longitude, …}}`. */
function pointOf(body: unknown, label: string): { lat: number; lng: number; label: string } | undefined {
  const result = (body as { result?: { latitude?: unknown; longitude?: unknown } } | null)?.result;
  if (!result || !inUk(result.latitude, result.longitude)) return undefined;
  return { lat: result.latitude as number, lng: result.longitude as number, label };
}

interface RemotePlace {
  name_1?: unknown;
  name_2?: unknown;
  local_type?: unknown;
  county_unitary?: unknown;
  district_borough?: unknown;
  region?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** postcodes.io's `/places?q=`: `{status, result: [{name_1, name_2, local_type, latitude, …}]}` (null when none). */
function bestRemotePlace(body: unknown, name: string): { lat: number; lng: number; label: string } | undefined {
  const result = (body as { result?: unknown } | null)?.result;
  if (!Array.isArray(result)) return undefined;
  const wanted = name.toLowerCase();
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const rank = (place: RemotePlace) => {
    const type = (PLACE_TYPES as readonly unknown[]).indexOf(place.local_type);
    return type < 0 ? PLACE_TYPES.length : type;
  };
  const places = (result as RemotePlace[]).filter(
    (place) =>
      place &&
      inUk(place.latitude, place.longitude) &&
      [place.name_1, place.name_2].some((value) => text(value)?.toLowerCase() === wanted),
  );
  const best = places.sort((a, b) => rank(a) - rank(b))[0];
  if (!best) return undefined;
  const placeName = text(best.name_1) ?? name;
  return {
    lat: best.latitude as number,
    lng: best.longitude as number,
    label: placeLabel({
      name: placeName,
      county: text(best.county_unitary),
      district: text(best.district_borough),
      region: text(best.region),
    }),
  };
}
