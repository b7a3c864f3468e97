import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LOCATION_MESSAGES,
  locationSchema,
  locationSearchResultSchema,
  locationStatsSchema,
  type LocationResult,
} from '@recircuit/contract';
import { importGazetteer } from '../src/modules/locations/gazetteer/importer.ts';
import { LocationsImporter } from '../src/modules/locations/import/importer.ts';
import { openAt } from '../src/lib/open-now.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

// earthdistance's sphere (earth() is 6,378,168 m): the distances it answers, worked out by hand here.
const EARTH_RADIUS_MILES = 6_378_168 / 1_609.344;
function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

const PALACE = { lat: 51.501009, lng: -0.141588 }; // SW1A 1AA
const PICCADILLY = { lat: 53.4808, lng: -2.2426 }; // Manchester, near M1 1AE

type Point = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  kind?: string;
  accepts?: string[];
  confirmed?: string[];
  hours?: string | null;
  postcode?: string | null;
  retired?: boolean;
  duplicateOf?: string | null;
  source?: string;
};

const points: Point[] = [
  { id: 'loc_near', name: 'Westminster Reuse Centre', lat: 51.5035, lng: -0.1376, hours: '24/7', postcode: 'SW1A 2AA' },
  { id: 'loc_mid', name: 'Battersea HWRC', lat: 51.4794, lng: -0.1466, hours: 'Mo-Su off', postcode: 'SW11 4NJ' },
  {
    id: 'loc_far',
    name: 'Heathrow Recycling',
    lat: 51.4719,
    lng: -0.4543,
    kind: 'retailer',
    accepts: ['phones', 'batteries'],
    confirmed: ['phones', 'batteries'],
  },
  { id: 'loc_out', name: 'Reading Recycling Centre', lat: 51.4543, lng: -0.9781 },
  { id: 'loc_retired', name: 'Closed Depot', lat: 51.502, lng: -0.14, retired: true },
  {
    id: 'loc_copy',
    name: 'Westminster Reuse Centre',
    lat: 51.5036,
    lng: -0.1377,
    duplicateOf: 'loc_near',
    source: 'open3r',
  },
  { id: 'loc_manchester', name: 'Manchester Central HWRC', lat: 53.4759, lng: -2.2498, postcode: 'M1 2AB' },
];

const ALL = ['small-electricals', 'large-appliances', 'batteries', 'phones', 'computers', 'tvs'];

async function insertPoint(point: Point): Promise<void> {
  const accepts = point.accepts ?? ALL;
  const confirmed = point.confirmed ?? ['batteries'];
  await harness.app.db.execute(sql`
    insert into locations (id, source, source_id, name, kind, address, postcode, lat, lng, accepts, accepts_confirmed,
      opening_hours, website, phone, attribution, retired_at, duplicate_of)
    values (${point.id}, ${point.source ?? 'osm'}, ${`node/${point.id}`}, ${point.name}, ${point.kind ?? 'recycling-centre'},
      ${'1 Test Street, London'}, ${point.postcode ?? null}, ${point.lat}, ${point.lng},
      ${`{${accepts.join(',')}}`}::text[], ${`{${confirmed.join(',')}}`}::text[], ${point.hours ?? null},
      ${'https://example.org/centre'}, ${'020 7946 0000'}, ${'© OpenStreetMap contributors'},
      ${point.retired ? sql`now()` : null}, ${point.duplicateOf ?? null})`);
}

type Answer = {
  status: number;
  body: { message: string; data: unknown; errors?: { field: string }[] };
  headers: Record<string, unknown>;
};

async function get(url: string): Promise<Answer> {
  const response = await harness.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function search(query: string) {
  const answer = await get(`/proxy/api/locations/search?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return locationSearchResultSchema.parse(answer.body.data);
}

const ids = (results: LocationResult[]) => results.map((result) => result.id);

describe('locations before anything is imported', () => {
  it('says there are no points, with no date', async () => {
    const answer = await get('/proxy/api/locations/stats');
    expect(answer.status).toBe(200);
    const stats = locationStatsSchema.parse(answer.body.data);
    expect(stats).toMatchObject({ points: 0, bySource: {}, byKind: {}, updatedAt: null });
  });
});

describe('locations search', () => {
  beforeAll(async () => {
    const db = harness.app.db;
    await db.execute(sql`insert into gazetteer_postcodes values ('SW1A1AA', ${PALACE.lat}, ${PALACE.lng}),
      ('M11AE', 53.4794, -2.2353)`);
    await db.execute(sql`insert into gazetteer_outcodes values ('M1', ${PICCADILLY.lat}, ${PICCADILLY.lng})`);
    await db.execute(sql`insert into gazetteer_sectors values ('M11', 53.4801, -2.2401)`);
    await db.execute(sql`insert into gazetteer_places (name, local_type, lat, lng, county)
      values ('Westminster', 'City', 51.4975, -0.1357, 'Greater London'),
        ('Llanfair', 'Village', 52.84209, -4.11483, 'Gwynedd - Gwynedd')`);
    for (const point of points) await insertPoint(point);
  });

  it('answers nearest first with the distances in miles earthdistance gives', async () => {
    const answer = await search('q=SW1A%201AA&radius=20');
    expect(answer.origin).toMatchObject({ query: 'SW1A 1AA', lat: PALACE.lat, lng: PALACE.lng });
    expect(ids(answer.results)).toEqual(['loc_near', 'loc_mid', 'loc_far']);
    for (const result of answer.results) {
      const point = points.find((candidate) => candidate.id === result.id) as Point;
      expect(result.distanceMiles).toBeCloseTo(milesBetween(PALACE, point), 1);
    }
    expect(answer.results[0]?.distanceMiles).toBeLessThan(answer.results[1]?.distanceMiles as number);
    expect(answer.attribution).toContain('© OpenStreetMap contributors');
    expect(answer.attribution.some((line) => line.startsWith('Contains OS data'))).toBe(true);
  });

  it('keeps to the radius and the limit', async () => {
    expect(ids((await search('q=SW1A1AA&radius=5')).results)).toEqual(['loc_near', 'loc_mid']);
    expect(ids((await search('q=SW1A1AA&radius=50')).results)).toEqual(['loc_near', 'loc_mid', 'loc_far', 'loc_out']);
    expect(ids((await search('q=SW1A1AA&radius=50&limit=1')).results)).toEqual(['loc_near']);
    // The default radius is 10 miles: Heathrow (about 14) is beyond it.
    expect(ids((await search('q=SW1A1AA')).results)).toEqual(['loc_near', 'loc_mid']);
  });

  it('filters on what a point accepts, every value asked for', async () => {
    expect(ids((await search('q=SW1A1AA&radius=50&accepts=phones,batteries')).results)).toContain('loc_far');
    const tvs = await search('q=SW1A1AA&radius=50&accepts=tvs');
    expect(ids(tvs.results)).not.toContain('loc_far');
    expect(ids(tvs.results)).toEqual(['loc_near', 'loc_mid', 'loc_out']);
  });

  it('never shows retired points or a second source’s copy of a point', async () => {
    const found = ids((await search('q=SW1A1AA&radius=50&limit=100')).results);
    expect(found).not.toContain('loc_retired');
    expect(found).not.toContain('loc_copy');
  });

  it('says what is confirmed and what is assumed, and whether each is open now', async () => {
    const [near, mid, far] = (await search('q=SW1A1AA&radius=20')).results;
    expect(near).toMatchObject({ acceptsConfirmed: ['batteries'], openingHours: '24/7', openNow: true });
    expect(near?.accepts).toEqual(ALL);
    expect(mid).toMatchObject({ openNow: false });
    expect(far).toMatchObject({ kind: 'retailer', openingHours: null, openNow: null, source: 'OpenStreetMap' });
  });

  it('starts from an outcode or a place name too', async () => {
    const outcode = await search('q=m1');
    expect(outcode.origin.label).toBe('M1');
    expect(ids(outcode.results)).toEqual(['loc_manchester']);
    const place = await search('q=westminster&radius=1');
    expect(ids(place.results)[0]).toBe('loc_near');
    // An address: its postcode when it holds one, else its town.
    expect((await search(`q=${encodeURIComponent('Flat 2, 1 Portland St, Manchester m11ae')}`)).origin.label).toBe(
      'M1 1AE',
    );
    for (const address of ['1 Parliament Square, Westminster', 'Parliament Square, Westminster']) {
      expect((await search(`q=${encodeURIComponent(address)}`)).origin.label, address).toBe(
        'Westminster, Greater London',
      );
    }
    // "m11" could be the outcode M11; with no such outcode it is the sector M1 1 typed without its space.
    expect((await search('q=m11')).origin).toMatchObject({ label: 'M1 1', lat: 53.4801 });
    // OS Open Names writes Welsh areas in both languages; one is enough when they agree.
    expect((await search('q=Llanfair')).origin.label).toBe('Llanfair, Gwynedd');
  });

  it('refuses a postcode that is not one, and says when a place is unknown', async () => {
    const invalid = await get('/proxy/api/locations/search?q=SW1A%201A');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(LOCATION_MESSAGES.invalidQuery);
    const unknown = await get('/proxy/api/locations/search?q=ZZ99%209ZZ');
    expect([400, 404]).toContain(unknown.status);
    const nowhere = await get('/proxy/api/locations/search?q=Nowhereville%20Upon%20Nothing');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe(LOCATION_MESSAGES.notFound);
  });

  it('refuses bad parameters with a clear message and no 5xx', async () => {
    const cases: [string, string][] = [
      ['', LOCATION_MESSAGES.invalidQuery],
      ['q=', LOCATION_MESSAGES.invalidQuery],
      [`q=${'a'.repeat(101)}`, LOCATION_MESSAGES.invalidQuery],
      ['q=M1&radius=0', 'The radius is a number of miles from 1 to 50'],
      ['q=M1&radius=51', 'The radius is a number of miles from 1 to 50'],
      ['q=M1&radius=ten', 'The radius is a number of miles from 1 to 50'],
      ['q=M1&limit=0', 'The limit is a whole number from 1 to 100'],
      ['q=M1&limit=101', 'The limit is a whole number from 1 to 100'],
      ['q=M1&limit=2.5', 'The limit is a whole number from 1 to 100'],
      ['q=M1&accepts=fridges', 'Choose from small-electricals, large-appliances, batteries, phones, computers, tvs'],
      ['q=M1&colour=red', 'This parameter is not accepted'],
    ];
    for (const [query, message] of cases) {
      const answer = await get(`/proxy/api/locations/search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
    }
    for (const hostile of ['%00', "'%3B%20drop%20table%20locations%3B--", '%F0%9F%92%A9', 'Lon%01don']) {
      const answer = await get(`/proxy/api/locations/search?q=${hostile}`);
      expect([400, 404], hostile).toContain(answer.status);
    }
    expect((await get('/proxy/api/locations/stats')).body.data).toMatchObject({ points: 5 });
  });

  it('gives one point by id, and 404 for a retired, copied or unknown one', async () => {
    const one = await get('/proxy/api/locations/loc_mid');
    expect(one.status).toBe(200);
    expect(locationSchema.parse(one.body.data)).toMatchObject({ name: 'Battersea HWRC', openNow: false });
    for (const id of ['loc_retired', 'loc_copy', 'loc_nothing']) {
      const missing = await get(`/proxy/api/locations/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.message).toBe(LOCATION_MESSAGES.notFound);
    }
    expect((await get(`/proxy/api/locations/${'x'.repeat(65)}`)).status).toBe(400);
  });

  it('counts points by source and kind, with the newest change', async () => {
    const stats = locationStatsSchema.parse((await get('/proxy/api/locations/stats')).body.data);
    expect(stats.points).toBe(5);
    expect(stats.bySource).toEqual({ OpenStreetMap: 5, Open3R: 0 });
    expect(stats.byKind).toEqual({ 'recycling-centre': 4, retailer: 1 });
    expect(Date.parse(stats.updatedAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lets browsers keep public answers a minute', async () => {
    for (const url of [
      '/proxy/api/locations/search?q=M1',
      '/proxy/api/locations/stats',
      '/proxy/api/locations/loc_mid',
    ]) {
      expect((await get(url)).headers['cache-control'], url).toBe('public, max-age=60');
    }
  });
});

describe('open now, in UK time', () => {
  const hours = 'Mo-Fr 08:00-17:00';
  it('reads the London wall clock in winter and in summer', () => {
    // Monday 23 November 2026, 08:30 in London (GMT) and Monday 6 July 2026, 07:30 UTC = 08:30 BST.
    expect(openAt(hours, 'M1 1AE', new Date('2026-11-23T08:30:00Z'))).toBe(true);
    expect(openAt(hours, 'M1 1AE', new Date('2026-11-23T07:30:00Z'))).toBe(false);
    expect(openAt(hours, 'M1 1AE', new Date('2026-07-06T07:30:00Z'))).toBe(true);
    expect(openAt(hours, 'M1 1AE', new Date('2026-07-06T16:30:00Z'))).toBe(false);
  });

  it('keeps each nation’s bank holidays', () => {
    const closedOnHolidays = 'Mo-Su 09:00-17:00; PH off';
    // 30 November (St Andrew’s Day, a Monday in 2026) is a bank holiday in Scotland only.
    const noon = new Date('2026-11-30T12:00:00Z');
    expect(openAt(closedOnHolidays, 'EH1 1YZ', noon)).toBe(false);
    expect(openAt(closedOnHolidays, 'M1 1AE', noon)).toBe(true);
  });

  it('says nothing when the hours are missing, unreadable or unknown', () => {
    expect(openAt(null, null, new Date())).toBeNull();
    expect(openAt('whenever the warden is in', null, new Date())).toBeNull();
    expect(openAt('Mo-Su unknown', null, new Date())).toBeNull();
  });
});

const TEST_SLICE = fileURLToPath(new URL('../../../../shared/geo/test-slice/', import.meta.url));

// Real open data beside the project (never in it): OSM centres near London, Manchester and Bristol and their postcodes.
describe.skipIf(!existsSync(TEST_SLICE))('locations search on the real test slice (../shared/geo/test-slice)', () => {
  const real = useTestApp();

  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'recircuit-slice-'));
    // The slice carries no date: a copy gets today's, as any file of unknown date would.
    const centres = join(dir, 'centres.geojson');
    await copyFile(join(TEST_SLICE, 'osm_hwrc_slice.geojson'), centres);
    await new LocationsImporter(real.app.db).importFiles([centres]);
    await importGazetteer(real.app.db, {
      postcodes: join(TEST_SLICE, 'postcodes_slice.csv'),
      places: join(TEST_SLICE, 'places_cities_towns.csv'),
    });
    await rm(dir, { recursive: true, force: true });
  });

  it('finds Manchester centres first for M1 1AE, and Bristol’s for Bristol', async () => {
    const answer = await real.app.inject({ method: 'GET', url: '/proxy/api/locations/search?q=M1%201AE&limit=3' });
    const manchester = locationSearchResultSchema.parse(answer.json().data);
    expect(manchester.results.length).toBeGreaterThan(0);
    for (const result of manchester.results) {
      expect(milesBetween({ lat: 53.48, lng: -2.24 }, result), result.name).toBeLessThan(8);
    }
    const bristolAnswer = await real.app.inject({
      method: 'GET',
      url: '/proxy/api/locations/search?q=Bristol&limit=3',
    });
    const bristol = locationSearchResultSchema.parse(bristolAnswer.json().data);
    expect(bristol.origin.label).toMatch(/^Bristol/);
    expect(milesBetween({ lat: 51.45, lng: -2.59 }, bristol.results[0] as LocationResult)).toBeLessThan(10);
  });
});
