import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, GRADE_KEYS, type Grade } from '@recircuit/contract';
import { quotePence } from '../src/modules/catalogue/pricing.ts';
import type { CatalogueFile } from '../src/modules/catalogue/seed.ts';
import { useTestApp } from './helpers/test-app.ts';

const data = JSON.parse(
  readFileSync(new URL('../src/db/seed-data/catalogue.json', import.meta.url), 'utf8'),
) as CatalogueFile;
const priced = data.models.filter((model) => model.classification !== 'rare');
const sample = priced.find(
  (model) => model.classification === 'current' && model.storagesGb.length > 1,
) as CatalogueFile['models'][number];
const oldOne = priced.find((model) => model.classification === 'recycle') as CatalogueFile['models'][number];

const harness = useTestApp();

async function get(url: string) {
  const response = await harness.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { code: number; message: string; data: unknown } };
}
const query = (values: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]));
const device = (model: CatalogueFile['models'][number], grade = 'A', storage = model.storagesGb[0] as number) => ({
  type: model.type,
  brand: model.brand,
  name: model.name,
  color: model.colors[0] as string,
  storage,
  grade,
});

describe('the cascade', () => {
  it('lists the types, then brands, names, colours and storages of the seeded catalogue', async () => {
    const types = (await get('/proxy/api/device-recycle/gettypes')).body.data as string[];
    expect(types.slice(0, 5)).toEqual(['Mobile Phone', 'Tablet', 'Laptop', 'Smartwatch', 'Games Console']);
    const brands = (await get(`/proxy/api/device-recycle/getbrands?${query({ type: sample.type })}`)).body
      .data as string[];
    expect(brands).toContain(sample.brand);
    const names = (await get(`/proxy/api/device-recycle/getnames?${query({ type: sample.type, brand: sample.brand })}`))
      .body.data as string[];
    expect(names).toContain(sample.name);
    const colors = (
      await get(
        `/proxy/api/device-recycle/getcolors?${query({ type: sample.type, brand: sample.brand, name: sample.name })}`,
      )
    ).body.data;
    expect(colors).toEqual(sample.colors);
    const storages = (
      await get(
        `/proxy/api/device-recycle/getstorages?${query({ type: sample.type, brand: sample.brand, name: sample.name, color: sample.colors[0] as string })}`,
      )
    ).body.data as number[];
    expect(storages).toEqual([...sample.storagesGb].sort((a, b) => a - b));
  });

  it('has phones from at least eight brands', async () => {
    const brands = (await get(`/proxy/api/device-recycle/getbrands?type=${encodeURIComponent('Mobile Phone')}`)).body
      .data as string[];
    expect(brands.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ['getbrands', {}],
    ['getnames', { type: 'Tablet' }],
    ['getcolors', { type: 'Tablet', brand: 'Apple' }],
    ['getstorages', { type: 'Tablet', brand: 'Apple', name: 'x' }],
    ['calculate-price', { type: 'Tablet', brand: 'Apple', name: 'x', color: 'y', storage: 64 }],
  ])('%s answers 400 for a missing parameter', async (path, params) => {
    const response = await get(`/proxy/api/device-recycle/${path}?${query(params)}`);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
  });

  it.each([
    ['getbrands', { type: 'Toaster' }],
    ['getnames', { type: 'Tablet', brand: 'Nobody' }],
    ['getcolors', { type: 'Tablet', brand: 'Apple', name: 'iPad 99' }],
    ['getstorages', { type: 'Tablet', brand: 'Apple', name: 'iPad 99', color: 'Red' }],
  ])('%s answers 200 with [] for an unknown value', async (path, params) => {
    expect(await get(`/proxy/api/device-recycle/${path}?${query(params)}`)).toEqual({
      status: 200,
      body: { code: 200, message: 'success', data: [] },
    });
  });

  it('leaves rare models out of the cascade (their partners value them)', async () => {
    const rare = data.models.find((model) => model.classification === 'rare') as CatalogueFile['models'][number];
    const names = (await get(`/proxy/api/device-recycle/getnames?${query({ type: rare.type, brand: rare.brand })}`))
      .body.data as string[];
    expect(names).not.toContain(rare.name);
  });
});

describe('prices', () => {
  it('calculate-price answers a number of pounds with at most two decimals', async () => {
    const response = await get(`/proxy/api/device-recycle/calculate-price?${query(device(sample))}`);
    expect(response.status).toBe(200);
    const price = response.body.data as number;
    expect(price).toBeGreaterThan(0);
    expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
  });

  it('accepts a lower-case grade, and refuses a grade outside A–D', async () => {
    expect((await get(`/proxy/api/device-recycle/calculate-price?${query(device(sample, 'b'))}`)).status).toBe(200);
    const bad = await get(`/proxy/api/device-recycle/calculate-price?${query(device(sample, 'E'))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(CATALOGUE_MESSAGES.invalidGrade);
  });

  it.each([
    ['an unknown model', { name: 'Phone 3000' }],
    ['a colour the model never had', { color: 'Tartan' }],
    ['a storage the model never had', { storage: 3 }],
  ])('answers 404 "Device not found" for %s', async (_label, change) => {
    const response = await get(`/proxy/api/device-recycle/calculate-price?${query({ ...device(sample), ...change })}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Device not found');
  });

  it('refuses a storage that is not a number', async () => {
    expect(
      (await get(`/proxy/api/device-recycle/calculate-price?${query({ ...device(sample), storage: 'lots' })}`)).status,
    ).toBe(400);
  });

  it('over the whole catalogue: above zero, whole pence, never higher for a worse grade or less storage', () => {
    let checked = 0;
    for (const model of priced) {
      const pricedModel = {
        type: model.type,
        brand: model.brand,
        releaseYear: model.releaseYear,
        launchPricePence: model.launchPriceGbp * 100,
        storages: model.storagesGb,
      };
      const storages = [...model.storagesGb].sort((a, b) => a - b);
      for (const [s, storage] of storages.entries()) {
        for (const [g, grade] of GRADE_KEYS.entries()) {
          const price = quotePence(pricedModel, storage, grade as Grade);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeGreaterThan(0);
          if (g > 0)
            expect(price, `${model.name} ${storage} ${grade}`).toBeLessThanOrEqual(
              quotePence(pricedModel, storage, GRADE_KEYS[g - 1] as Grade),
            );
          if (s > 0)
            expect(price, `${model.name} ${storage} ${grade}`).toBeGreaterThanOrEqual(
              quotePence(pricedModel, storages[s - 1] as number, grade as Grade),
            );
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives believable figures: a new flagship is worth hundreds, an old phone little', async () => {
    const newPrice = (await get(`/proxy/api/device-recycle/calculate-price?${query(device(sample))}`)).body
      .data as number;
    const oldPrice = (await get(`/proxy/api/device-recycle/calculate-price?${query(device(oldOne, 'D'))}`)).body
      .data as number;
    expect(newPrice).toBeLessThan(sample.launchPriceGbp);
    expect(oldPrice).toBeLessThan(newPrice);
  });

  it('quote adds commission (8%), the 10% voucher and partner offers for a current device', async () => {
    const response = await get(`/proxy/api/device-recycle/quote?${query(device(sample))}`);
    const quote = response.body.data as {
      price: number;
      commission: number;
      voucherPercent: number;
      validDays: number;
      classification: string;
      partnerOffers: { price: number }[];
    };
    expect(quote.classification).toBe('current');
    expect(quote.commission).toBe(Math.round(quote.price * 100 * 0.08) / 100);
    expect(quote.voucherPercent).toBe(10);
    expect(quote.validDays).toBe(14);
    expect(quote.partnerOffers.length).toBeGreaterThanOrEqual(4);
    expect(quote.partnerOffers.every((offer) => offer.price > 0)).toBe(true);
  });

  it('quote for an older device is a recycle quote without partner offers', async () => {
    const quote = (await get(`/proxy/api/device-recycle/quote?${query(device(oldOne))}`)).body.data as {
      classification: string;
      partnerOffers: unknown[];
      voucherPercent: number;
    };
    expect(quote).toMatchObject({ classification: 'recycle', partnerOffers: [], voucherPercent: 0 });
  });
});

describe('search', () => {
  it('finds a model by a few words, best match first', async () => {
    const words = `${sample.brand} ${sample.name}`;
    const results = (await get(`/proxy/api/device-recycle/search?${query({ q: words.toLowerCase() })}`)).body.data as {
      name: string;
      brand: string;
      classification: string;
    }[];
    expect(results[0]).toMatchObject({ name: sample.name, brand: sample.brand, classification: 'current' });
  });

  it('finds rare models too, honours the limit, and answers [] for nothing', async () => {
    const rare = data.models.find((model) => model.classification === 'rare') as CatalogueFile['models'][number];
    const found = (await get(`/proxy/api/device-recycle/search?${query({ q: rare.name })}`)).body.data as {
      name: string;
      classification: string;
    }[];
    expect(found.some((result) => result.name === rare.name && result.classification === 'rare')).toBe(true);
    expect(
      ((await get('/proxy/api/device-recycle/search?q=a&limit=3')).body.data as unknown[]).length,
    ).toBeLessThanOrEqual(3);
    expect((await get('/proxy/api/device-recycle/search?q=')).body.data).toEqual([]);
    expect((await get('/proxy/api/device-recycle/search?q=zzzzqqq')).body.data).toEqual([]);
    expect((await get('/proxy/api/device-recycle/search?q=a&limit=500')).status).toBe(400);
  });
});

describe('partners', () => {
  it('lists partners by kind', async () => {
    const specialists = (await get('/proxy/api/partners?kind=specialist')).body.data as {
      kind: string;
      logoUrl: string;
    }[];
    expect(specialists.length).toBeGreaterThanOrEqual(5);
    expect(specialists.every((partner) => partner.kind === 'specialist' && partner.logoUrl.endsWith('.svg'))).toBe(
      true,
    );
    expect(((await get('/proxy/api/partners')).body.data as unknown[]).length).toBeGreaterThan(specialists.length);
    expect((await get('/proxy/api/partners?kind=pirates')).status).toBe(400);
  });
});

describe('the catalogue cache', () => {
  it('hides a model turned back into a draft once the revision changes', async () => {
    await harness.app.db.execute(sql`update device_models set status = 'draft' where name = ${sample.name}`);
    await harness.app.db.execute(sql`update catalogue_revision set revision = revision + 1`);
    const { CatalogueCache } = await import('../src/modules/catalogue/cache.ts');
    const cache = new CatalogueCache(harness.app.db);
    await cache.reload();
    expect(cache.catalogue.find(sample.type, sample.brand, sample.name)).toBeUndefined();
    await harness.app.db.execute(sql`update device_models set status = 'published' where name = ${sample.name}`);
  });

  it('a new seed version updates the existing rows in place', async () => {
    const { applyCatalogue, applyPartners } = await import('../src/modules/catalogue/seed.ts');
    const partners = JSON.parse(
      readFileSync(new URL('../src/db/seed-data/partners.json', import.meta.url), 'utf8'),
    ) as Parameters<typeof applyPartners>[1];
    const first = partners.partners[0] as (typeof partners.partners)[number];
    const changedModel = { ...oldOne, launchPriceGbp: oldOne.launchPriceGbp + 1, releaseYear: oldOne.releaseYear - 1 };
    await applyPartners(harness.app.db, {
      ...partners,
      partners: [{ ...first, name: 'Renamed partner', priceFactor: 0.5 }],
    });
    await applyCatalogue(harness.app.db, {
      ...data,
      models: data.models.map((model) => (model === oldOne ? changedModel : model)),
    });
    const partnerRows = (
      (await harness.app.db.execute(
        sql`select name, price_factor from partners where id = ${first.id}`,
      )) as unknown as { rows: { name: string; price_factor: string }[] }
    ).rows;
    expect(partnerRows).toEqual([{ name: 'Renamed partner', price_factor: '0.500' }]);
    const modelRows = (
      (await harness.app.db.execute(
        sql`select launch_price_pence, release_year from device_models where name = ${oldOne.name} and status = 'published'`,
      )) as unknown as { rows: { launch_price_pence: number; release_year: number }[] }
    ).rows;
    expect(modelRows).toEqual([
      { launch_price_pence: (oldOne.launchPriceGbp + 1) * 100, release_year: oldOne.releaseYear - 1 },
    ]);
    await applyPartners(harness.app.db, partners);
    await applyCatalogue(harness.app.db, data);
  });

  it('seeds idempotently: a second run changes nothing', async () => {
    const { runSeeds } = await import('../src/db/seed.ts');
    const { seedSteps } = await import('../src/app.ts');
    expect(await runSeeds(harness.app.db, seedSteps())).toEqual([]);
    const [row] = (
      (await harness.app.db.execute(sql`select count(*)::int as n from device_models`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(data.models.length);
  });
});
