import {
  LOCATION_MESSAGES,
  type LocationAccepts,
  type LocationSearchResult,
  type LocationStats,
  type RecyclingLocation,
} from '@recircuit/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { ConcurrencyGate, type GateLimits } from '../../lib/concurrency-gate.ts';
import { isStatementCancelled } from '../../lib/database-errors.ts';
import { coverageOf, isNorthernIrishCode, namesNorthernIrishPlace } from './coverage.ts';
import { LocationsSearchRepository } from './search-repository.ts';
import { GAZETTEER_ATTRIBUTION, locationView, nearbyView, sourceName } from './views.ts';

/** Where a search starts: the gazetteer's (or the geocoder's) answer for what was typed. */
export type PlaceAnswer =
  { kind: 'found'; lat: number; lng: number; label: string } | { kind: 'invalid' } | { kind: 'not-found' };

export interface PlaceFinder {
  locate(query: string): Promise<PlaceAnswer>;
}

/** From what was typed (`q`) or from a position (`lat` and `lng`, checked to lie in UK_BOUNDS); one of the two. */
export interface LocationSearch {
  q?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius: number;
  limit: number;
  accepts?: LocationAccepts[] | undefined;
}

/**
 * Searches of the index per instance: 4 at once keep 6 of PostgreSQL's 10 pooled connections (and
 * PGlite's one) for everything else; 16 more wait their turn, so a burst of ordinary searches
 * is answered a moment later rather than refused; past that, 503 at once (docs/operations.md,
 * "Recycling locations: imports and refresh").
 */
export const SEARCH_GATE: GateLimits = { inFlight: 4, waiting: 16 };
/** A search takes milliseconds; PostgreSQL cancels one still running after this. */
export const SEARCH_STATEMENT_TIMEOUT_MS = 1_000;

/** A 404 that names the field: the place exists, the locator does not cover it (docs/api.md). */
function northernIreland(field: string): AppError {
  return new AppError(404, LOCATION_MESSAGES.northernIreland, {
    errors: [{ field, message: LOCATION_MESSAGES.northernIreland }],
  });
}

function busy(): AppError {
  return new AppError(503, LOCATION_MESSAGES.busy, { headers: { 'Retry-After': '1' } });
}

/** The recycling locator: a postcode or place in, the nearest drop-off points out (docs/api.md, "Recycling locations"). */
export class LocationsService {
  private readonly repository: LocationsSearchRepository;
  private readonly places: PlaceFinder;
  private readonly now: () => Date;
  private readonly searches: ConcurrencyGate;
  private readonly statementTimeoutMs: number;

  constructor(options: {
    db: Database;
    places: PlaceFinder;
    now?: () => Date;
    searchGate?: GateLimits;
    statementTimeoutMs?: number;
  }) {
    this.repository = new LocationsSearchRepository(options.db);
    this.places = options.places;
    this.now = options.now ?? (() => new Date());
    this.searches = new ConcurrencyGate(options.searchGate ?? SEARCH_GATE);
    this.statementTimeoutMs = options.statementTimeoutMs ?? SEARCH_STATEMENT_TIMEOUT_MS;
  }

  /** How many searches of the index run and wait just now. */
  get searchLoad(): { running: number; waiting: number } {
    return this.searches.load;
  }

  /**
   * Where a UK postcode, outcode or place is, as a search starts from it: 400 for what cannot be one (named as
   * `field`), 404 for one the gazetteer and geocoder do not know. Other modules ask here (partners near a place).
   */
  async whereIs(query: string, field = 'q'): Promise<{ lat: number; lng: number; label: string }> {
    const place = await this.places.locate(query);
    if (place.kind === 'invalid') {
      throw new AppError(400, LOCATION_MESSAGES.invalidQuery, {
        errors: [{ field, message: LOCATION_MESSAGES.invalidQuery }],
      });
    }
    if (place.kind === 'not-found') throw new AppError(404, LOCATION_MESSAGES.notFound);
    return { lat: place.lat, lng: place.lng, label: place.label };
  }

  /**
   * Where a search starts, within what the locator covers: Northern Ireland (a BT postcode, a
   * place or a position there) is a 404 that says so; a position in the Republic is a 400.
   */
  private async origin(search: LocationSearch): Promise<{ query: string; lat: number; lng: number; label: string }> {
    if (search.q === undefined) {
      const { lat, lng } = search as { lat: number; lng: number };
      const coverage = coverageOf(lat, lng);
      if (coverage === 'northern-ireland') throw northernIreland('lat');
      if (coverage === 'elsewhere') {
        throw new AppError(400, LOCATION_MESSAGES.outsideGreatBritain, {
          errors: [{ field: 'lat', message: LOCATION_MESSAGES.outsideGreatBritain }],
        });
      }
      // The label is the position itself, to about 10 m: the page words it as "your location".
      const label = `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
      return { query: label, lat, lng, label };
    }
    const query = search.q;
    if (isNorthernIrishCode(query)) throw northernIreland('q');
    const place = await this.whereIs(query).catch((error: unknown) => {
      // A Northern Irish place the gazetteer lacks (it holds Great Britain's): say why, not "not found".
      if (error instanceof AppError && error.statusCode === 404 && namesNorthernIrishPlace(query)) {
        throw northernIreland('q');
      }
      throw error;
    });
    if (coverageOf(place.lat, place.lng) === 'northern-ireland') throw northernIreland('q');
    return { query, ...place };
  }

  async search(search: LocationSearch): Promise<LocationSearchResult> {
    const place = await this.origin(search);
    const nearby = {
      lat: place.lat,
      lng: place.lng,
      radiusMiles: search.radius,
      limit: search.limit,
      accepts: search.accepts ?? [],
    };
    // Only the index walk is gated: the place lookup may wait on the outside geocoder, not the database.
    const rows = await this.searches
      .run(() => this.repository.nearby(nearby, this.statementTimeoutMs), busy)
      .catch((error: unknown) => {
        throw isStatementCancelled(error) ? busy() : error;
      });
    const now = this.now();
    const sources = [...new Set(rows.map((row) => row.attribution))];
    return {
      origin: { query: place.query, lat: place.lat, lng: place.lng, label: place.label },
      results: rows.map((row) => nearbyView(row, now)),
      attribution: [...sources, ...GAZETTEER_ATTRIBUTION],
    };
  }

  async byId(id: string): Promise<RecyclingLocation> {
    const row = await this.repository.byId(id);
    if (!row) throw new AppError(404, LOCATION_MESSAGES.notFound);
    return locationView(row, this.now());
  }

  async stats(): Promise<LocationStats> {
    const counts = await this.repository.counts();
    return {
      points: counts.points,
      bySource: Object.fromEntries(Object.entries(counts.bySource).map(([source, n]) => [sourceName(source), n])),
      byKind: counts.byKind,
      updatedAt: counts.updatedAt?.toISOString() ?? null,
      attribution: [...counts.attribution, ...GAZETTEER_ATTRIBUTION],
    };
  }
}
