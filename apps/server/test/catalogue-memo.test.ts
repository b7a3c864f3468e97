import { describe, expect, it } from 'vitest';
import { QUERY_MESSAGES } from '@recircuit/contract';
import { LruMemo } from '../src/lib/lru-memo.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

async function get(url: string) {
  const response = await harness.app.inject({ method: 'GET', url });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as {
      code: number;
      message: string;
      data: unknown;
      errors?: { field: string; message: string }[];
    },
  };
}
const memo = () => harness.app.catalogueCache.catalogue.memoSize;
const device = { type: 'Mobile Phone', brand: 'Apple', name: 'iPhone 15', color: 'Black', storage: '128', grade: 'B' };

describe('unknown query keys', () => {
  it.each([
    ['/proxy/api/device-recycle/gettypes?junk=1'],
    ['/proxy/api/device-recycle/getbrands?type=Tablet&junk=1'],
    ['/proxy/api/device-recycle/getnames?type=Tablet&brand=Apple&junk=1'],
    ['/proxy/api/device-recycle/getcolors?type=Tablet&brand=Apple&name=x&junk=1'],
    ['/proxy/api/device-recycle/getstorages?type=Tablet&brand=Apple&name=x&color=y&junk=1'],
    [`/proxy/api/device-recycle/calculate-price?${new URLSearchParams({ ...device, junk: '1' })}`],
    [`/proxy/api/device-recycle/quote?${new URLSearchParams({ ...device, junk: '1' })}`],
    ['/proxy/api/device-recycle/search?q=ipad&junk=1'],
    ['/proxy/api/partners?kind=specialist&junk=1'],
    ['/proxy/api/search?q=battery&junk=1'],
    ['/proxy/api/articles?junk=1'],
    ['/proxy/api/articles/1?junk=1'],
  ])('%s is a 400 naming the key', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 400,
      message: QUERY_MESSAGES.unknownParameter,
      data: null,
      errors: [{ field: 'junk', message: QUERY_MESSAGES.unknownParameter }],
    });
  });

  it('names each unknown key, the first ten, each cut to 100 characters', async () => {
    const keys = Array.from({ length: 30 }, (_, index) => `k${index}${'x'.repeat(200)}`);
    const response = await get(
      `/proxy/api/device-recycle/getbrands?type=Tablet&${keys.map((key) => `${key}=1`).join('&')}`,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((error) => error.field)).toEqual(
      keys.slice(0, 10).map((key) => key.slice(0, 100)),
    );
  });
});

describe('the catalogue memo', () => {
  it('keeps nothing for 1000 distinct junk query strings of 15 KB', async () => {
    await get('/proxy/api/device-recycle/getbrands?type=Tablet');
    const before = memo();
    for (let index = 0; index < 1000; index += 1) {
      const junk = `junk${index}=${'j'.repeat(15_000)}`;
      const path = index % 2 === 0 ? '/proxy/api/device-recycle/getbrands?type=Tablet&' : '/proxy/api/search?q=a&';
      expect((await get(`${path}${junk}`)).status).toBe(400);
    }
    expect(memo()).toEqual(before);
  });

  it('stores each answer once for the validated values, whatever their order, case of grade or spelling of storage', async () => {
    const first = await get(`/proxy/api/device-recycle/quote?${new URLSearchParams(device)}`);
    expect(first.status).toBe(200);
    const after = memo().entries;
    for (const params of [
      { grade: 'B', storage: '128', color: 'Black', name: 'iPhone 15', brand: 'Apple', type: 'Mobile Phone' },
      { ...device, grade: 'b' },
      { ...device, storage: '0128' },
      { ...device, name: '  iPhone 15 ' },
    ]) {
      const again = await get(`/proxy/api/device-recycle/quote?${new URLSearchParams(params)}`);
      expect(again.body).toEqual(first.body);
    }
    expect(memo().entries).toBe(after);
  });

  it('shares one entry between search queries that normalise alike', async () => {
    const first = await get('/proxy/api/device-recycle/search?q=iphone%2015');
    const entries = memo().entries;
    for (const q of ['iPhone-15', '  IPHONE   15 ', 'iphone.15']) {
      expect((await get(`/proxy/api/device-recycle/search?${new URLSearchParams({ q })}`)).body).toEqual(first.body);
    }
    const site = await get('/proxy/api/search?q=Data%20wipe');
    expect((await get('/proxy/api/search?q=%20data%20%20WIPE')).body).toEqual(site.body);
    expect(memo().entries).toBe(entries + 1);
  });

  it("keeps a revision's answers within 5,000 however many distinct valid queries arrive", async () => {
    for (let index = 0; index < 6000; index += 1) {
      expect((await get(`/proxy/api/device-recycle/getbrands?type=unknown-${index}-${'t'.repeat(80)}`)).status).toBe(
        200,
      );
    }
    const { entries, chars } = memo();
    expect(entries).toBe(5_000);
    expect(chars).toBeLessThanOrEqual(4_000_000);
  });
});

describe('LruMemo', () => {
  it('holds at most its number of entries, dropping the least recently used', () => {
    const lru = new LruMemo({ maxEntries: 100, maxChars: 1_000_000 });
    lru.get('kept', () => 'value');
    for (let index = 0; index < 1000; index += 1) {
      lru.get(`key-${index}`, () => `value-${index}`);
      lru.get('kept', () => 'recomputed');
    }
    expect(lru.size).toBe(100);
    expect(lru.get('kept', () => 'recomputed')).toBe('value');
    expect(lru.get('key-0', () => 'recomputed')).toBe('recomputed');
    expect(lru.get('key-999', () => 'recomputed')).toBe('value-999');
  });

  it('holds at most its number of characters, and never keeps one answer larger than that', () => {
    const lru = new LruMemo({ maxEntries: 10_000, maxChars: 10_000 });
    for (let index = 0; index < 1000; index += 1) lru.get(`key-${index}`, () => 'x'.repeat(500));
    expect(lru.weight).toBeLessThanOrEqual(10_000);
    expect(lru.size).toBeLessThanOrEqual(20);
    expect(lru.get('huge', () => 'y'.repeat(20_000))).toHaveLength(20_000);
    expect(lru.get('huge', () => 'recomputed')).toBe('recomputed');
    expect(lru.weight).toBeLessThanOrEqual(10_000);
  });

  it('keeps an empty answer under an empty key', () => {
    const lru = new LruMemo({ maxEntries: 10, maxChars: 10 });
    expect(lru.get('', () => '')).toBe('');
    expect(lru.get('', () => 'recomputed')).toBe('');
  });
});

describe('public caching', () => {
  it.each([
    ['/proxy/api/device-recycle/gettypes', 'public, max-age=60'],
    ['/proxy/api/device-recycle/getbrands?type=Tablet', 'public, max-age=60'],
    [`/proxy/api/device-recycle/quote?${new URLSearchParams(device)}`, 'public, max-age=60'],
    ['/proxy/api/device-recycle/search?q=ipad', 'public, max-age=60'],
    ['/proxy/api/partners', 'public, max-age=60'],
    ['/proxy/api/search?q=battery', 'public, max-age=60'],
    ['/proxy/api/articles', 'public, max-age=300'],
    ['/proxy/api/articles/2', 'public, max-age=300'],
  ])('%s may be kept by any cache', async (url, cacheControl) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it.each([
    ['/proxy/api/device-recycle/getbrands'],
    ['/proxy/api/device-recycle/getbrands?type=Tablet&junk=1'],
    [`/proxy/api/device-recycle/quote?${new URLSearchParams({ ...device, name: 'iPhone 3000' })}`],
    ['/proxy/api/articles/99'],
  ])('the error answer of %s is not public', async (url) => {
    const response = await get(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control'] ?? '').not.toContain('public');
  });
});
