import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Geocoder } from '../src/modules/locations/gazetteer/geocoder.ts';
import { importGazetteer } from '../src/modules/locations/gazetteer/importer.ts';
import { freePort } from './helpers/free-port.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/locations/gazetteer/${name}`, import.meta.url));
const TEST_SLICE = fileURLToPath(new URL('../../../../shared/geo/test-slice/', import.meta.url));

/** A logger that keeps what it is given, to check nothing personal reaches the log. */
function recordingLog() {
  const lines: unknown[] = [];
  const record = (...args: unknown[]) => lines.push(args);
  const log = { warn: record, info: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: { ...log, child: () => log, level: 'info' } as unknown as FastifyBaseLogger };
}

/** A loopback stand-in for postcodes.io that counts what it is asked. */
interface StandIn {
  url: string;
  asked: string[];
  close(): Promise<void>;
}

async function postcodesIoStandIn(): Promise<StandIn> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url === '/postcodes/BT11AA') {
      return json(200, { status: 200, result: { postcode: 'BT1 1AA', latitude: 54.59941, longitude: -5.92966 } });
    }
    if (url === '/outcodes/BT7') {
      return json(200, { status: 200, result: { outcode: 'BT7', latitude: 54.58052, longitude: -5.92291 } });
    }
    if (url.startsWith('/places?q=Belfast')) {
      return json(200, {
        status: 200,
        result: [
          { name_1: 'Belfast', local_type: 'Hamlet', latitude: 52.1, longitude: -1.1, county_unitary: 'Elsewhere' },
          {
            name_1: 'Belfast',
            local_type: 'City',
            latitude: 54.59682,
            longitude: -5.92541,
            county_unitary: null,
            district_borough: 'Belfast',
            region: 'Northern Ireland',
          },
        ],
      });
    }
    if (url === '/postcodes/BT279ZZ') {
      setTimeout(() => json(200, { status: 200, result: { latitude: 54.5, longitude: -6 } }), 5_000);
      return;
    }
    if (url === '/postcodes/BT289ZZ') return json(500, { status: 500, error: 'Internal server error' });
    json(404, { status: 404, error: 'Postcode not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    asked,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('Geocoder', () => {
  let database: TestDatabase;
  let standIn: StandIn;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    await importGazetteer(database.handle.db, {
      postcodes: fixture('postcodes.csv.gz'),
      outcodes: fixture('outcodes.csv'),
      sectors: fixture('sectors.csv.gz'),
      places: fixture('places.csv.gz'),
    });
    standIn = await postcodesIoStandIn();
  });
  afterAll(async () => {
    await standIn.close();
    await database.destroy();
  });

  const geocoder = (geocoderUrl?: string) =>
    new Geocoder({ db: database.handle.db, geocoderUrl, log: recordingLog().log });

  describe('from the gazetteer', () => {
    it('finds a full postcode with or without its space, in any case', async () => {
      const expected = { kind: 'found', lat: 51.50101, lng: -0.14159, label: 'SW1A 1AA', from: 'gazetteer' };
      for (const query of ['SW1A 1AA', 'sw1a1aa', '  Sw1a   1aA ']) {
        expect(await geocoder().locate(query)).toEqual(expected);
      }
    });

    it('finds an outcode and a sector', async () => {
      expect(await geocoder().locate('m1')).toEqual({
        kind: 'found',
        lat: 53.47748,
        lng: -2.23622,
        label: 'M1',
        from: 'gazetteer',
      });
      expect(await geocoder().locate('EH1')).toMatchObject({ kind: 'found', lat: 55.95078, label: 'EH1' });
      for (const query of ['SW1A 1', 'sw1a1']) {
        expect(await geocoder().locate(query)).toEqual({
          kind: 'found',
          lat: 51.50499,
          lng: -0.13933,
          label: 'SW1A 1',
          from: 'gazetteer',
        });
      }
    });

    it('finds a place by its name or its alternative name, in any case, labelled with its county', async () => {
      expect(await geocoder().locate('Bristol')).toEqual({
        kind: 'found',
        lat: 51.45313,
        lng: -2.60098,
        label: 'Bristol, City of Bristol',
        from: 'gazetteer',
      });
      expect(await geocoder().locate('caerdydd')).toMatchObject({
        lat: 51.48001,
        label: 'Caerdydd, Caerdydd - Cardiff',
      });
      expect(await geocoder().locate('ABERDÂR')).toMatchObject({ lat: 51.71438 });
      expect(await geocoder().locate('Hull')).toMatchObject({ label: 'Hull, Kingston upon Hull, City of' });
      expect(await geocoder().locate('Land’s End')).toMatchObject({ kind: 'found', lat: 50.0663 });
      // A district that is the name itself gives way to the region.
      expect(await geocoder().locate('Manchester')).toMatchObject({ label: 'Manchester, North West' });
    });

    it('prefers a city to a village of the same name, unless the county names the village', async () => {
      expect(await geocoder().locate('Wells')).toMatchObject({ lat: 51.2095, label: 'Wells, Somerset' });
      expect(await geocoder().locate('wells, norfolk')).toMatchObject({ lat: 52.95271, label: 'Wells, Norfolk' });
      expect(await geocoder().locate('Wells, Somewhere Else')).toMatchObject({ lat: 51.2095 });
    });

    it('finds a misspelt place by trigram similarity, and nothing for text like no place', async () => {
      expect(await geocoder().locate('Manchster')).toMatchObject({ kind: 'found', lat: 53.47894, from: 'gazetteer' });
      expect(await geocoder().locate('Bristl, City of Bristol')).toMatchObject({ kind: 'found', lat: 51.45313 });
      expect(await geocoder().locate('Zzyzx')).toEqual({ kind: 'not-found' });
      expect(await geocoder().locate('Ma')).toEqual({ kind: 'not-found' });
    });

    it('refuses text shaped like a postcode that is none', async () => {
      for (const query of ['SW1A 1A', '1AB 2CD', 'M1 1AEE', 'SW1A 1AAA', 'SW1A AA']) {
        expect(await geocoder().locate(query), query).toEqual({ kind: 'invalid' });
      }
    });

    it('answers hostile text with invalid or not-found, and it changes nothing', async () => {
      const hostile = [
        'Bristol\u0000',
        '\u0000',
        'a'.repeat(10 * 1024),
        'M1 '.repeat(3_500),
        "'; drop table gazetteer_places; --",
        "Robert'); DELETE FROM gazetteer_postcodes;--",
        "Bristol' or '1'='1",
        "Bristol' OR name like '",
        '😀',
        'Bristol 😀',
        '',
        '   ',
        '%',
        '_',
        '<script>alert(1)</script>',
      ];
      for (const query of hostile) {
        const result = await geocoder().locate(query);
        expect(['invalid', 'not-found'], JSON.stringify(query.slice(0, 40))).toContain(result.kind);
      }
      const counts = (await database.handle.db.execute(
        sql`select (select count(*) from gazetteer_places)::int as places, (select count(*) from gazetteer_postcodes)::int as postcodes`,
      )) as unknown as { rows: unknown[] };
      expect(counts.rows).toEqual([{ places: 8, postcodes: 6 }]);
    });

    it('without a geocoder, what the gazetteer lacks is not found', async () => {
      expect(await geocoder().locate('BT1 1AA')).toEqual({ kind: 'not-found' });
      expect(await geocoder().locate('Belfast')).toEqual({ kind: 'not-found' });
    });
  });

  describe('from postcodes.io when the gazetteer lacks it', () => {
    beforeEach(async () => {
      standIn.asked.length = 0;
      await database.handle.db.execute(sql`delete from geocode_cache`);
    });

    it('finds a Northern Ireland postcode and caches it: the second search does not ask again', async () => {
      const expected = { kind: 'found', lat: 54.59941, lng: -5.92966, label: 'BT1 1AA', from: 'geocoder' };
      expect(await geocoder(standIn.url).locate('bt1 1aa')).toEqual(expected);
      expect(await geocoder(standIn.url).locate('BT11AA')).toEqual(expected);
      expect(standIn.asked).toEqual(['/postcodes/BT11AA']);
    });

    it('asks for outcodes and places too, and keeps the gazetteer first', async () => {
      expect(await geocoder(standIn.url).locate('BT7')).toMatchObject({ kind: 'found', lat: 54.58052, label: 'BT7' });
      expect(await geocoder(standIn.url).locate('Belfast')).toEqual({
        kind: 'found',
        lat: 54.59682,
        lng: -5.92541,
        label: 'Belfast, Northern Ireland',
        from: 'geocoder',
      });
      expect(await geocoder(standIn.url).locate('SW1A 1AA')).toMatchObject({ from: 'gazetteer' });
      expect(standIn.asked).toEqual(['/outcodes/BT7', '/places?q=Belfast&limit=20']);
    });

    it('caches a miss for a day, then asks again', async () => {
      expect(await geocoder(standIn.url).locate('BT99 9ZZ')).toEqual({ kind: 'not-found' });
      expect(await geocoder(standIn.url).locate('BT99 9ZZ')).toEqual({ kind: 'not-found' });
      expect(standIn.asked).toEqual(['/postcodes/BT999ZZ']);
      await database.handle.db.execute(sql`update geocode_cache set fetched_at = now() - interval '25 hours'`);
      expect(await geocoder(standIn.url).locate('BT99 9ZZ')).toEqual({ kind: 'not-found' });
      expect(standIn.asked).toEqual(['/postcodes/BT999ZZ', '/postcodes/BT999ZZ']);
    });

    it('keeps a found answer for 30 days', async () => {
      await geocoder(standIn.url).locate('BT1 1AA');
      await database.handle.db.execute(sql`update geocode_cache set fetched_at = now() - interval '29 days'`);
      await geocoder(standIn.url).locate('BT1 1AA');
      expect(standIn.asked).toHaveLength(1);
      await database.handle.db.execute(sql`update geocode_cache set fetched_at = now() - interval '31 days'`);
      await geocoder(standIn.url).locate('BT1 1AA');
      expect(standIn.asked).toHaveLength(2);
    });

    it('gives not-found when the geocoder fails, is slow or is down, logs why without the query, and caches nothing', async () => {
      const { lines, log } = recordingLog();
      const failing = new Geocoder({ db: database.handle.db, geocoderUrl: standIn.url, log });
      expect(await failing.locate('BT28 9ZZ')).toEqual({ kind: 'not-found' });
      expect(await failing.locate('BT27 9ZZ')).toEqual({ kind: 'not-found' });
      const down = new Geocoder({ db: database.handle.db, geocoderUrl: `http://127.0.0.1:${await freePort()}`, log });
      expect(await down.locate('BT26 9ZZ')).toEqual({ kind: 'not-found' });

      expect(lines).toHaveLength(3);
      expect(JSON.stringify(lines)).toContain('"status":500');
      expect(JSON.stringify(lines)).toContain('"reason":"timeout"');
      expect(JSON.stringify(lines)).toContain('"reason":"unreachable"');
      expect(JSON.stringify(lines)).not.toMatch(/BT2[678]/);
      const cached = (await database.handle.db.execute(
        sql`select count(*)::int as n from geocode_cache`,
      )) as unknown as {
        rows: unknown[];
      };
      expect(cached.rows).toEqual([{ n: 0 }]);
    });
  });
});

describe.skipIf(!existsSync(TEST_SLICE))('Geocoder on the real test slice (../shared/geo/test-slice)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.migrate();
    await importGazetteer(database.handle.db, {
      postcodes: `${TEST_SLICE}postcodes_slice.csv`,
      places: `${TEST_SLICE}places_cities_towns.csv`,
    });
  });
  afterAll(async () => {
    await database.destroy();
  });

  it('finds M1 1AE and Manchester in Manchester', async () => {
    const geocoder = new Geocoder({ db: database.handle.db, geocoderUrl: undefined, log: recordingLog().log });
    const postcode = await geocoder.locate('M1 1AE');
    expect(postcode).toMatchObject({ kind: 'found', label: 'M1 1AE', from: 'gazetteer' });
    if (postcode.kind !== 'found') return;
    expect(postcode.lat).toBeCloseTo(53.48, 1);
    expect(postcode.lng).toBeCloseTo(-2.23, 1);
    const place = await geocoder.locate('Manchester');
    expect(place).toMatchObject({ kind: 'found', label: 'Manchester, North West' });
    if (place.kind === 'found') expect(place.lat).toBeCloseTo(53.48, 1);
  });
});
