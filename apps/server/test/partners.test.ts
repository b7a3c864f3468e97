import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, partnerSchema, type Partner } from '@recircuit/contract';
import { openAt } from '../src/lib/open-now.ts';
import { kilometresBetween } from '../src/modules/catalogue/partner-list.ts';
import { partnerName, placeFor } from '../src/modules/catalogue/service.ts';
import { catalogue } from './helpers/admin.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

// Real postcode and outcode centres (OS Code-Point Open), as the gazetteer import would hold them.
const CLERKENWELL = { lat: 51.52457, lng: -0.11204 }; // EC1A 1BB, where SwapShop (demo) is
const LEEDS_CENTRE = { lat: 53.7973, lng: -1.5468 }; // LS1

async function get(url: string) {
  const response = await harness.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    body: response.json() as { message: string; data: unknown; errors?: { field: string; message: string }[] },
    headers: response.headers,
  };
}

async function partners(query = ''): Promise<Partner[]> {
  const answer = await get(`/proxy/api/partners${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return partnerSchema.array().parse(answer.body.data);
}

async function setRetired(id: string, retired: boolean) {
  await harness.app.db.execute(sql`update partners set retired_at = ${retired ? sql`now()` : null} where id = ${id}`);
  await harness.app.db.execute(sql`update catalogue_revision set revision = revision + 1`);
  await harness.app.catalogueCache.refreshIfChanged();
}

beforeAll(async () => {
  await harness.app.db.execute(
    sql`insert into gazetteer_postcodes values ('EC1A1BB', ${CLERKENWELL.lat}, ${CLERKENWELL.lng})`,
  );
  await harness.app.db.execute(
    sql`insert into gazetteer_outcodes values ('LS1', ${LEEDS_CENTRE.lat}, ${LEEDS_CENTRE.lng})`,
  );
});

describe('GET /api/partners', () => {
  afterEach(() => setRetired('pocketswap-demo', false));

  it('answers every kind of partner with its place, hours, payout methods and the demo flag', async () => {
    const list = await partners();
    expect(new Set(list.map((partner) => partner.kind))).toEqual(
      new Set(['trade-in', 'specialist', 'charity', 'drop-off']),
    );
    for (const partner of list) {
      expect(partner.demo).toBe(true);
      expect(partner.name).toMatch(/ \(demo\)$/);
      expect(partner.address).not.toBe('');
      expect(partner.postcode).toMatch(/^[A-Z0-9]+ [A-Z0-9]{3}$/);
      expect(partner.latitude).not.toBeNull();
      expect(partner.distanceKm).toBeNull();
    }
    expect(list.find((partner) => partner.partnerId === 'swapshop-demo')).toMatchObject({
      postcode: 'EC1A 1BB',
      payoutMethods: ['cash', 'bank-transfer', 'store-credit'],
    });
    expect(list.filter((partner) => partner.kind === 'charity').every((p) => p.payoutMethods.length === 0)).toBe(true);
  });

  it('filters by kind, and refuses a kind that is not one', async () => {
    const charities = await partners('?kind=charity');
    expect(charities.length).toBeGreaterThanOrEqual(3);
    expect(charities.every((partner) => partner.kind === 'charity')).toBe(true);
    const dropOffs = await partners('?kind=drop-off');
    expect(dropOffs.length).toBeGreaterThanOrEqual(6);
    expect(dropOffs.every((partner) => partner.kind === 'drop-off')).toBe(true);
    expect((await get('/proxy/api/partners?kind=recycler')).status).toBe(400);
    expect((await get('/proxy/api/partners?colour=red')).status).toBe(400);
  });

  it('says whether each is open now, as the locator reads the same hours', async () => {
    const list = await partners();
    const now = new Date();
    for (const partner of list) {
      expect(partner.openNow, partner.partnerId).toBe(openAt(partner.openingHours, partner.postcode, now));
    }
    // Second Spark (demo) is open 24/7.
    expect(list.find((partner) => partner.partnerId === 'second-spark-demo')?.openNow).toBe(true);
  });

  it('skips a retired partner, in the list, the quote offers and placeFor, but still names it for orders', async () => {
    const model = catalogue.models.find((m) => m.classification === 'current')!;
    const quoteUrl = `/proxy/api/device-recycle/quote?${new URLSearchParams({
      type: model.type,
      brand: model.brand,
      name: model.name,
      color: model.colors[0]!,
      storage: String(model.storagesGb[0]),
      grade: 'A',
    })}`;
    const offersBefore = ((await get(quoteUrl)).body.data as { partnerOffers: { partnerId: string }[] }).partnerOffers;
    expect(offersBefore.map((offer) => offer.partnerId)).toContain('pocketswap-demo');

    await setRetired('pocketswap-demo', true);
    expect((await partners()).map((partner) => partner.partnerId)).not.toContain('pocketswap-demo');
    expect((await partners('?kind=trade-in')).map((partner) => partner.partnerId)).not.toContain('pocketswap-demo');
    const offersAfter = ((await get(quoteUrl)).body.data as { partnerOffers: { partnerId: string }[] }).partnerOffers;
    expect(offersAfter.map((offer) => offer.partnerId)).not.toContain('pocketswap-demo');
    expect(offersAfter.length).toBe(offersBefore.length - 1);
    expect(placeFor(harness.app.catalogueCache, 'pocketswap-demo')).toBeUndefined();
    expect(partnerName(harness.app.catalogueCache, 'pocketswap-demo')).toBe('PocketSwap (demo)');

    await setRetired('pocketswap-demo', false);
    expect(placeFor(harness.app.catalogueCache, 'pocketswap-demo')?.name).toBe('PocketSwap (demo)');
    expect((await partners()).map((partner) => partner.partnerId)).toContain('pocketswap-demo');
  });

  it('with near, gives each distance in km and answers nearest first', async () => {
    const list = await partners('?near=ec1a1bb&kind=trade-in');
    expect(list[0]).toMatchObject({ partnerId: 'swapshop-demo', distanceKm: 0 });
    const distances = list.map((partner) => partner.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const partner of list) {
      expect(partner.distanceKm).toBe(
        kilometresBetween(CLERKENWELL, { lat: partner.latitude!, lng: partner.longitude! }),
      );
    }
    // London to Edinburgh is some 530 km.
    const edinburgh = list.find((partner) => partner.partnerId === 'pocketswap-demo');
    expect(edinburgh?.distanceKm).toBeGreaterThan(500);
    expect(edinburgh?.distanceKm).toBeLessThan(560);

    const leeds = await partners('?near=LS1');
    expect(leeds[0]?.address).toMatch(/Leeds$/);
    expect(leeds.slice(0, 3).every((partner) => partner.address.endsWith('Leeds'))).toBe(true);
  });

  it('refuses a near that is no place with 400, and one nobody knows with 404, as the locator does', async () => {
    const invalid = await get('/proxy/api/partners?near=%21%21%21');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(LOCATION_MESSAGES.invalidQuery);
    expect(invalid.body.errors?.[0]?.field).toBe('near');
    const unknown = await get('/proxy/api/partners?near=SW1A%209ZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(LOCATION_MESSAGES.notFound);
    expect((await get(`/proxy/api/partners?near=${'A1'.repeat(10)}`)).status).toBe(400);
  });
});
