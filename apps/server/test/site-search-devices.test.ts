import { describe, expect, it } from 'vitest';
import type { SiteSearchResult } from '@recircuit/contract';
import { expandAliases } from '../src/modules/catalogue/search-aliases.ts';
import { editDistance } from '../src/modules/catalogue/word-corrector.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

const get = async (path: string, query: Record<string, string>) => {
  const response = await harness.app.inject({ method: 'GET', url: `/proxy${path}?${new URLSearchParams(query)}` });
  expect(response.statusCode).toBe(200);
  return response.json() as { code: number; message: string; data: unknown };
};
const siteSearch = async (q: string) => (await get('/api/search', { q })).data as SiteSearchResult;

describe('site search finds devices by their common names and typos', () => {
  it.each([
    ['ipone 12', 'Apple', 'iPhone 12'],
    ['ps5', 'Sony', 'PlayStation 5'],
    ['galaxy s23', 'Samsung', 'Galaxy S23'],
    ['macbook air m1', 'Apple', 'MacBook Air (M1, 2020)'],
    ['IPHNOE 15', 'Apple', 'iPhone 15'],
    ['xbox sx', 'Microsoft', 'Xbox Series X'],
  ])('"%s" finds %s %s first, with a link-ready model and its quote', async (q, brand, name) => {
    const { devices } = await siteSearch(q);
    expect(devices[0]).toMatchObject({ brand, name });
    expect(devices[0]?.quote?.price).toBeGreaterThan(0);
  });

  it('the type-ahead of the recycle form forgives the same typos', async () => {
    const { data } = (await get('/api/device-recycle/search', { q: 'ipone 12' })) as { data: { name: string }[] };
    expect(data[0]?.name).toBe('iPhone 12');
  });

  it("quotes a model at grade A for its smallest storage, the recycle form's price for it", async () => {
    const { devices } = await siteSearch('galaxy s23');
    const device = devices[0];
    if (!device?.quote) throw new Error('no quote');
    const model = { type: device.type, brand: device.brand, name: device.name };
    const colors = (await get('/api/device-recycle/getcolors', model)).data as string[];
    const storages = (await get('/api/device-recycle/getstorages', { ...model, color: colors[0] as string }))
      .data as number[];
    expect(device.quote.storage).toBe(Math.min(...storages));
    const price = (
      await get('/api/device-recycle/calculate-price', {
        ...model,
        color: colors[0] as string,
        storage: String(device.quote.storage),
        grade: 'A',
      })
    ).data;
    expect(device.quote.price).toBe(price);
  });

  it('gives a rare model no quote: a specialist values it', async () => {
    const { devices } = await siteSearch('iphone 1st generation');
    expect(devices[0]).toMatchObject({ name: 'iPhone (1st generation)', classification: 'rare', quote: null });
  });

  it('finds nothing, pages or devices, for a nonsense query', async () => {
    const answer = await get('/api/search', { q: 'qwxyzzy plonk' });
    expect(answer).toMatchObject({ code: 200, data: { pages: [], devices: [] } });
  });

  it('never changes a number: "iphone 99" is no iPhone', async () => {
    expect((await siteSearch('iphone 99')).devices).toEqual([]);
  });

  it('does not turn a short word into a device ("nist" is a standard, not Nintendo)', async () => {
    expect((await siteSearch('nist')).devices).toEqual([]);
  });
});

describe('the pieces of the typo forgiveness', () => {
  it('counts edits, a swap of neighbours as one, and stops past the limit', () => {
    expect(editDistance('ipone', 'iphone', 2)).toBe(1);
    expect(editDistance('iphnoe', 'iphone', 2)).toBe(1);
    expect(editDistance('samsumg', 'samsung', 2)).toBe(1);
    expect(editDistance('abc', 'xyzxyz', 1)).toBe(2);
    expect(editDistance('plonk', 'iphone', 1)).toBe(2);
  });

  it('spells out the short names people type', () => {
    expect(expandAliases('ps5')).toBe('playstation 5');
    expect(expandAliases('ps 4 pro')).toBe('playstation 4 pro');
    expect(expandAliases('xbox sx')).toBe('xbox series x');
    expect(expandAliases('mbp 14')).toBe('macbook pro 14');
    expect(expandAliases('galaxy s23')).toBe('galaxy s23');
  });
});
