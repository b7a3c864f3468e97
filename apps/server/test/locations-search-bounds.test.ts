import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCATION_MESSAGES } from '@recircuit/contract';
import type { Database } from '../src/db/client.ts';
import { nearbyQuery, type NearbySearch } from '../src/modules/locations/search-repository.ts';
import { LocationsService, type PlaceFinder } from '../src/modules/locations/service.ts';
import { boundsAround } from '../src/modules/locations/radius-bounds.ts';
import { useTestApp } from './helpers/test-app.ts';

// docs/decisions/0019-recycling-locator.md: a search's walk of the index ends at most `limit` rows
// past the rectangle around its radius, so what it costs is bounded by the points near the origin, whatever it asks for;
// at most a few searches walk at once per instance, and PostgreSQL cancels one that runs too long.
const harness = useTestApp();

const PALACE = { lat: 51.501009, lng: -0.141588 }; // SW1A 1AA
const METRES_PER_MILE = 1_609.344;
const EARTH_RADIUS_MILES = 6_378_168 / METRES_PER_MILE;
function milesFromPalace(point: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (point.lat - PALACE.lat) * rad;
  const dLng = (point.lng - PALACE.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(PALACE.lat * rad) * Math.cos(point.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

interface Point {
  id: string;
  lat: number;
  lng: number;
  accepts: string[];
}

// Generated, repeatable: many points far from London that take no TVs (the index a rare filter
// used to walk in full), 60 within about 40 miles of the Palace (one in ten takes TVs), TV points
// in the corners of the 50-mile box but beyond 50 miles, and TV points far away.
const FAR = 2_400;
const points: Point[] = [];
for (let i = 0; i < FAR; i += 1) {
  points.push({
    id: `loc_far_${i}`,
    lat: 52.6 + (i % 60) * 0.05,
    lng: -4.5 + Math.floor(i / 60) * 0.08,
    accepts: ['small-electricals', 'batteries'],
  });
}
for (let i = 0; i < 60; i += 1) {
  const angle = (i * 2.39996) % (2 * Math.PI);
  const miles = 1 + ((i * 7) % 39);
  points.push({
    id: `loc_near_${String(i).padStart(2, '0')}`,
    lat: PALACE.lat + (miles / 69.05) * Math.cos(angle),
    lng: PALACE.lng + (miles / (69.05 * Math.cos((PALACE.lat * Math.PI) / 180))) * Math.sin(angle),
    accepts: i % 10 === 0 ? ['tvs', 'phones'] : ['phones', 'batteries'],
  });
}
for (const [i, [north, east]] of [
  [46, 46],
  [-46, 46],
  [46, -46],
  [-46, -46],
].entries()) {
  points.push({
    id: `loc_corner_${i}`,
    lat: PALACE.lat + (north as number) / 69.05,
    lng: PALACE.lng + (east as number) / (69.05 * Math.cos((PALACE.lat * Math.PI) / 180)),
    accepts: ['tvs'],
  });
}
points.push({ id: 'loc_manchester_tvs', lat: 53.4759, lng: -2.2498, accepts: ['tvs'] });

const withinRadius = points.filter((point) => milesFromPalace(point) <= 50);
const rectangle = boundsAround(PALACE.lat, PALACE.lng, 50 * METRES_PER_MILE);
const inRectangle = points.filter(
  (point) =>
    point.lat >= rectangle.minLat &&
    point.lat <= rectangle.maxLat &&
    point.lng >= rectangle.minLng &&
    point.lng <= rectangle.maxLng,
);

/** The query of main before this change (5bbee81): the walk stopped only after `limit` matches. */
function queryBefore(search: NearbySearch): SQL {
  const origin = sql`ll_to_earth(${search.lat}::float8, ${search.lng}::float8)`;
  const acceptsFilter =
    search.accepts.length > 0 ? sql`and accepts @> ${`{${search.accepts.join(',')}}`}::text[]` : sql``;
  return sql`
    select * from (
      select id, earth_distance(ll_to_earth(lat, lng), ${origin}) / ${METRES_PER_MILE}::float8 as "distanceMiles"
      from locations
      where retired_at is null and duplicate_of is null ${acceptsFilter}
      order by ll_to_earth(lat, lng) <-> ${origin}
      limit ${search.limit}
    ) as nearest
    where "distanceMiles" <= ${search.radiusMiles}::float8
    order by "distanceMiles", id`;
}

type Row = { id: string; distanceMiles: number };
const rowsOf = (result: unknown) =>
  (result as { rows: Row[] }).rows.map((row) => ({ id: row.id, distanceMiles: Number(row.distanceMiles) }));

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** How many rows of `locations` the query read (kept or thrown away), from EXPLAIN ANALYZE. */
async function rowsExamined(db: Database, query: SQL): Promise<number> {
  const result = await db.execute(sql`explain (analyze, format json) ${query}`);
  const cell = Object.values((result as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  const count = (node: PlanNode): number =>
    (node['Relation Name'] === 'locations'
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)
      : 0) + (node.Plans ?? []).reduce((sum, child) => sum + count(child), 0);
  return count((plan[0] as { Plan: PlanNode }).Plan);
}

const search = (overrides: Partial<NearbySearch>): NearbySearch => ({
  ...PALACE,
  radiusMiles: 50,
  limit: 100,
  accepts: [],
  ...overrides,
});

beforeAll(async () => {
  const db = harness.app.db;
  await db.execute(sql`insert into gazetteer_postcodes values ('SW1A1AA', ${PALACE.lat}, ${PALACE.lng})`);
  for (let start = 0; start < points.length; start += 500) {
    const batch = points.slice(start, start + 500);
    await db.execute(sql`
      insert into locations (id, source, source_id, name, kind, lat, lng, accepts, accepts_confirmed, attribution)
      select id, 'osm', 'node/' || id, 'Point ' || id, 'recycling-centre', lat, lng,
        string_to_array(accepts, ','), '{}'::text[], '© OpenStreetMap contributors'
      from unnest(${`{${batch.map((point) => point.id).join(',')}}`}::text[],
        ${`{${batch.map((point) => point.lat).join(',')}}`}::float8[],
        ${`{${batch.map((point) => point.lng).join(',')}}`}::float8[],
        ${`{${batch.map((point) => `"${point.accepts.join(',')}"`).join(',')}}`}::text[]) as p(id, lat, lng, accepts)`);
  }
  await db.execute(sql`analyze locations`);
});

describe('the nearest-point walk', () => {
  it('answers a rare filter as before: the TV points within 50 miles, nearest first', async () => {
    const db = harness.app.db;
    const tvs = search({ accepts: ['tvs'] });
    const now = rowsOf(await db.execute(nearbyQuery(tvs)));
    const before = rowsOf(await db.execute(queryBefore(tvs)));
    expect(now).toEqual(before);

    const expected = points
      .filter((point) => point.accepts.includes('tvs') && milesFromPalace(point) <= 50)
      .sort((a, b) => milesFromPalace(a) - milesFromPalace(b))
      .map((point) => point.id);
    expect(expected).toHaveLength(6);
    expect(now.map((row) => row.id)).toEqual(expected);
    for (const [i, row] of now.entries()) {
      expect(row.distanceMiles).toBeLessThanOrEqual(50);
      if (i > 0) expect(row.distanceMiles).toBeGreaterThanOrEqual(now[i - 1]?.distanceMiles as number);
    }
  });

  it('reads the points in the rectangle around the radius and at most `limit` more, where it used to read every point', async () => {
    const db = harness.app.db;
    const tvs = search({ accepts: ['tvs'] });
    // The data reproduces the fault: the old walk read every point in use to find too few TV points.
    expect(await rowsExamined(db, queryBefore(tvs))).toBe(points.length);
    expect(withinRadius).toHaveLength(60);
    expect(inRectangle).toHaveLength(64);
    const examined = await rowsExamined(db, nearbyQuery(tvs));
    expect(examined).toBeGreaterThanOrEqual(withinRadius.length);
    expect(examined).toBeLessThanOrEqual(inRectangle.length + tvs.limit);
    // A smaller limit ends the walk sooner past the rectangle.
    const fewer = search({ accepts: ['tvs'], limit: 10 });
    expect(await rowsExamined(db, nearbyQuery(fewer))).toBeLessThanOrEqual(inRectangle.length + 10);
  });

  it('still stops after the limit when the nearest points match', async () => {
    const db = harness.app.db;
    const nearest = search({ limit: 5 });
    const examined = await rowsExamined(db, nearbyQuery(nearest));
    expect(examined).toBeLessThanOrEqual(5);
  });

  it('gives the same answers as before for any radius, limit and filter', async () => {
    const db = harness.app.db;
    for (const overrides of [
      {},
      { limit: 3 },
      { radiusMiles: 5 },
      { radiusMiles: 20, limit: 10 },
      { accepts: ['phones', 'batteries'] },
      { accepts: ['tvs', 'phones'], radiusMiles: 1 },
      { lat: 53.48, lng: -2.24, radiusMiles: 10, accepts: ['tvs'] },
    ] satisfies Partial<NearbySearch>[]) {
      const query = search(overrides);
      const now = rowsOf(await db.execute(nearbyQuery(query)));
      expect(now, JSON.stringify(overrides)).toEqual(rowsOf(await db.execute(queryBefore(query))));
    }
  });
});

/** Where a walk of `miles` on `bearing` degrees from a point ends, on earthdistance's sphere. */
function destination(from: { lat: number; lng: number }, bearing: number, miles: number) {
  const rad = Math.PI / 180;
  const angle = miles / EARTH_RADIUS_MILES;
  const lat1 = from.lat * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing * rad));
  const lng2 =
    from.lng * rad +
    Math.atan2(
      Math.sin(bearing * rad) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: ((lng2 / rad + 540) % 360) - 180 };
}

describe('the rectangle around a radius', () => {
  it('holds every point of the circle, wherever the origin is', () => {
    for (const origin of [PALACE, { lat: 58.98, lng: -2.96 }, { lat: -33.9, lng: 151.2 }, { lat: 80, lng: 10 }]) {
      for (const miles of [1, 10, 50]) {
        const box = boundsAround(origin.lat, origin.lng, miles * METRES_PER_MILE);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const edge = destination(origin, bearing, miles);
          expect(edge.lat, `${bearing}`).toBeGreaterThanOrEqual(box.minLat);
          expect(edge.lat).toBeLessThanOrEqual(box.maxLat);
          expect(edge.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(edge.lng).toBeLessThanOrEqual(box.maxLng);
        }
        // And it is no wider than it must be: a little past the circle north and east is outside.
        expect(destination(origin, 0, miles * 1.01).lat).toBeGreaterThan(box.maxLat);
        expect(destination(origin, 90, miles * 1.05).lng).toBeGreaterThan(box.maxLng);
      }
    }
  });

  it('takes every longitude when a pole or the antimeridian is within reach', () => {
    expect(boundsAround(89.9, 0, 50 * METRES_PER_MILE)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
    expect(boundsAround(0, 179.9, 50 * METRES_PER_MILE)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

/** Holds an exclusive lock on `locations` until `release()`: every search waits for it. */
async function holdLocations(db: Database): Promise<{ release: () => Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.execute(sql`lock table locations in access exclusive mode`);
    locked();
    await released;
  });
  await isLocked;
  return {
    async release() {
      release();
      await holder;
    },
  };
}

const palace: PlaceFinder = { locate: async () => ({ kind: 'found', ...PALACE, label: 'SW1A 1AA' }) };
const query = { q: 'SW1A 1AA', radius: 50, limit: 100, accepts: ['tvs' as const] };

describe('searches at once', () => {
  it('runs a few, queues a few more, and refuses the rest at once with 503 and Retry-After', async () => {
    const db = harness.app.db;
    const service = new LocationsService({ db, places: palace, searchGate: { inFlight: 2, waiting: 1 } });
    const lock = await holdLocations(db);
    const admitted = [service.search(query), service.search(query), service.search(query)];
    await vi.waitFor(() => expect(service.searchLoad).toEqual({ running: 2, waiting: 1 }));

    await expect(service.search(query)).rejects.toMatchObject({
      statusCode: 503,
      message: LOCATION_MESSAGES.busy,
      headers: { 'Retry-After': '1' },
    });

    await lock.release();
    for (const answer of await Promise.all(admitted)) expect(answer.results).toHaveLength(6);
    expect(service.searchLoad).toEqual({ running: 0, waiting: 0 });
    expect((await service.search(query)).results).toHaveLength(6);
  });

  it('gives a turn back when a search fails', async () => {
    const db = harness.app.db;
    const service = new LocationsService({ db, places: palace, searchGate: { inFlight: 1, waiting: 0 } });
    await expect(service.search({ ...query, limit: -1 })).rejects.toThrow();
    expect(service.searchLoad).toEqual({ running: 0, waiting: 0 });
    expect((await service.search(query)).results).toHaveLength(6);
  });
});

// PGlite accepts statement_timeout but cannot cancel a statement (no timer signal in WebAssembly): there
// the query's shape (the walk bounded by the radius's box) and the gate above bound the work.
describe.skipIf(!process.env.DATABASE_URL)('a search PostgreSQL cancels', () => {
  it('answers 503 with Retry-After, in the envelope, when its statement timeout runs out', async () => {
    const db = harness.app.db;
    const service = new LocationsService({ db, places: palace, statementTimeoutMs: 50 });
    const lock = await holdLocations(db);
    try {
      await expect(service.search(query)).rejects.toMatchObject({
        statusCode: 503,
        message: LOCATION_MESSAGES.busy,
        headers: { 'Retry-After': '1' },
      });
    } finally {
      await lock.release();
    }
    expect(service.searchLoad).toEqual({ running: 0, waiting: 0 });
  });

  it('over HTTP: of 21 searches at once one is refused in the envelope, while health and the rest are served', async () => {
    const lock = await holdLocations(harness.app.db);
    const url = '/proxy/api/locations/search?q=SW1A%201AA&radius=50&limit=100&accepts=tvs';
    const answers = Array.from({ length: 21 }, (_, i) =>
      harness.app.inject({ method: 'GET', url, remoteAddress: `192.0.2.${i + 1}`, headers: { cookie: 'lang=de-DE' } }),
    );
    let first;
    try {
      // While the lock holds no search can finish: the first answer can only be a refusal.
      first = await Promise.race(answers);
      expect((await harness.app.inject({ method: 'GET', url: '/proxy/health' })).statusCode).toBe(200);
    } finally {
      await lock.release();
    }
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.json()).toEqual({
      code: 503,
      message: 'Gerade suchen sehr viele Menschen. Bitte versuchen Sie es gleich noch einmal.',
      data: null,
    });
    const statuses = (await Promise.all(answers)).map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 503)).toHaveLength(1);
  });
});
