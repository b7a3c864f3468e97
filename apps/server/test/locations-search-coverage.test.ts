import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, locationSearchResultSchema } from '@recircuit/contract';
import { coverageOf } from '../src/modules/locations/coverage.ts';
import { useTestApp } from './helpers/test-app.ts';

// Searching from a position (the browser's "Use my location") and the locator's coverage: Great
// Britain, with Northern Ireland named plainly as not covered yet (docs/api.md, "Recycling locations").
const harness = useTestApp();

type Answer = {
  status: number;
  body: { message: string; data: unknown; errors?: { field: string; message: string }[] };
};

async function get(query: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await harness.app.inject({ method: 'GET', url: `/proxy/api/locations/search?${query}`, headers });
  return { status: response.statusCode, body: response.json() };
}

const PICCADILLY = { lat: 53.4808, lng: -2.2426 };

beforeAll(async () => {
  const db = harness.app.db;
  await db.execute(sql`insert into gazetteer_postcodes values ('M11AE', 53.4794, -2.2353)`);
  await db.execute(sql`insert into gazetteer_places (name, local_type, lat, lng, county)
    values ('Bangor', 'City', 53.2274, -4.1293, 'Gwynedd - Gwynedd'),
      ('Testbridge', 'Village', 54.5973, -5.9301, 'Antrim')`);
  const point = (id: string, name: string, lat: number, lng: number) => sql`
    insert into locations (id, source, source_id, name, kind, lat, lng, accepts, accepts_confirmed, attribution)
    values (${id}, 'osm', ${`node/${id}`}, ${name}, 'recycling-centre', ${lat}, ${lng},
      '{small-electricals}'::text[], '{}'::text[], '© OpenStreetMap contributors')`;
  await db.execute(point('loc_piccadilly', 'Piccadilly HWRC', 53.4812, -2.2401));
  await db.execute(point('loc_salford', 'Salford HWRC', 53.4875, -2.2901));
  await db.execute(point('loc_bangor', 'Bangor HWRC', 53.2301, -4.1302));
});

describe('a search from a position', () => {
  it('answers the nearest points to lat and lng, labelled by the position', async () => {
    const answer = await get(`lat=${PICCADILLY.lat}&lng=${PICCADILLY.lng}&radius=5`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const result = locationSearchResultSchema.parse(answer.body.data);
    expect(result.results.map((row) => row.id)).toEqual(['loc_piccadilly', 'loc_salford']);
    expect(result.origin).toMatchObject({ lat: PICCADILLY.lat, lng: PICCADILLY.lng, label: '53.4808, -2.2426' });
    expect(result.results[0]?.distanceMiles).toBeLessThan(0.2);
  });

  it('refuses half a position, a position with a place, and no start at all', async () => {
    const cases: [string, string, string][] = [
      ['lat=53.48', 'lng', LOCATION_MESSAGES.invalidPosition],
      ['lng=-2.24', 'lat', LOCATION_MESSAGES.invalidPosition],
      ['lat=north&lng=-2.24', 'lat', LOCATION_MESSAGES.invalidPosition],
      ['lat=53.48&lng=', 'lng', LOCATION_MESSAGES.invalidPosition],
      ['lat=%20&lng=-2.24', 'lat', LOCATION_MESSAGES.invalidPosition],
      ['lat=95&lng=-2.24', 'lat', LOCATION_MESSAGES.invalidPosition],
      ['q=M1%201AE&lat=53.48&lng=-2.24', 'q', LOCATION_MESSAGES.placeOrPosition],
      ['radius=5', 'q', LOCATION_MESSAGES.invalidQuery],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toBe(message);
      expect(answer.body.errors?.[0]?.field, query).toBe(field);
    }
  });

  it('says plainly when the position is outside Great Britain', async () => {
    // Paris (outside the UK's rectangle), Dublin and Cork (inside it, but in the Republic of Ireland).
    for (const [lat, lng] of [
      [48.8566, 2.3522],
      [53.3498, -6.2603],
      [51.8985, -8.4756],
    ]) {
      const answer = await get(`lat=${lat}&lng=${lng}`);
      expect(answer.status, `${lat},${lng}`).toBe(400);
      expect(answer.body.message).toBe(LOCATION_MESSAGES.outsideGreatBritain);
      expect(answer.body.errors?.[0]?.field).toBe('lat');
    }
    const german = await get('lat=53.3498&lng=-6.2603', { cookie: 'lang=de-DE' });
    expect(german.body.message).toBe(
      'Dieser Standort liegt außerhalb Großbritanniens: Die Suche umfasst England, Schottland und Wales',
    );
  });

  it('says Northern Ireland is not covered for a position there', async () => {
    // Belfast and Derry.
    for (const [lat, lng] of [
      [54.5973, -5.9301],
      [54.9966, -7.3086],
    ]) {
      const answer = await get(`lat=${lat}&lng=${lng}`);
      expect(answer.status, `${lat},${lng}`).toBe(404);
      expect(answer.body.message).toBe(LOCATION_MESSAGES.northernIreland);
      expect(answer.body.errors).toEqual([{ field: 'lat', message: LOCATION_MESSAGES.northernIreland }]);
    }
  });
});

describe('a search in Northern Ireland', () => {
  it('says Northern Ireland is not covered yet for any BT postcode, outcode or sector', async () => {
    for (const q of ['BT1 5GS', 'bt15gs', 'BT1', 'bt7', 'BT48 6', 'Donegall Square, Belfast BT1 5GS']) {
      const answer = await get(`q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(404);
      expect(answer.body.message, q).toBe(LOCATION_MESSAGES.northernIreland);
      expect(answer.body.errors, q).toEqual([{ field: 'q', message: LOCATION_MESSAGES.northernIreland }]);
    }
  });

  it('says so for Northern Irish places the gazetteer lacks, and for places it holds there', async () => {
    for (const q of ['Belfast', 'belfast', 'Londonderry', 'Lisburn, County Antrim', 'Newry', 'Testbridge']) {
      const answer = await get(`q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(404);
      expect(answer.body.message, q).toBe(LOCATION_MESSAGES.northernIreland);
    }
  });

  it('in the visitor’s language', async () => {
    const cases: [string, string][] = [
      ['de-DE', 'Nordirland ist noch nicht abgedeckt'],
      ['fr-FR', 'L’Irlande du Nord n’est pas encore couverte'],
      ['zh-CN', '暂不支持北爱尔兰'],
    ];
    for (const [language, start] of cases) {
      const answer = await get('q=BT1%205GS', { cookie: `lang=${language}` });
      expect(answer.body.message, language).toMatch(new RegExp(`^${start}`));
    }
  });

  it('still finds a British place that shares a Northern Irish name, and says "not found" elsewhere', async () => {
    const bangor = await get('q=Bangor');
    expect(bangor.status).toBe(200);
    expect(locationSearchResultSchema.parse(bangor.body.data).results.map((row) => row.id)).toEqual(['loc_bangor']);
    const nowhere = await get('q=Nowhereville');
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.message).toBe(LOCATION_MESSAGES.notFound);
    expect(nowhere.body.errors).toBeUndefined();
  });
});

describe('coverageOf', () => {
  it('keeps Britain’s western edges in Great Britain and tells Northern Ireland from the Republic', () => {
    const britain = {
      'Mull of Kintyre': [55.31, -5.8],
      Campbeltown: [55.42, -5.6],
      Stranraer: [54.9, -5.02],
      Portpatrick: [54.84, -5.12],
      'Mull of Galloway': [54.635, -4.857],
      Holyhead: [53.31, -4.63],
      'St Davids': [51.88, -5.27],
      Penzance: [50.12, -5.54],
      'St Mary’s, Scilly': [49.92, -6.3],
      Islay: [55.63, -6.19],
      'St Kilda': [57.81, -8.57],
      Lerwick: [60.15, -1.15],
      London: [51.5, -0.12],
    };
    for (const [name, [lat, lng]] of Object.entries(britain))
      expect(coverageOf(lat!, lng!), name).toBe('great-britain');
    const north = {
      Belfast: [54.597, -5.93],
      Derry: [54.997, -7.309],
      Enniskillen: [54.344, -7.639],
      Newry: [54.178, -6.338],
      Bangor: [54.66, -5.67],
      Ballycastle: [55.2, -6.24],
    };
    for (const [name, [lat, lng]] of Object.entries(north))
      expect(coverageOf(lat!, lng!), name).toBe('northern-ireland');
    const republic = {
      Dublin: [53.35, -6.26],
      Dundalk: [54.0, -6.4],
      Letterkenny: [54.95, -7.73],
      Galway: [53.27, -9.05],
      Sligo: [54.27, -8.47],
    };
    for (const [name, [lat, lng]] of Object.entries(republic)) expect(coverageOf(lat!, lng!), name).toBe('elsewhere');
  });
});
