import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADE_KEYS } from '@recircuit/contract';
import { registerAndLogin } from './helpers/accounts.ts';
import { createTestApp, tempDir, type TestApp } from './helpers/test-app.ts';

// docs/api.md, "Caching": an answer a shared cache may keep never sets a cookie, and an answer
// that sets one is `private, no-store`, whichever route sent it and whichever cookie it is.
let harness: TestApp;
beforeAll(async () => {
  const dist = await tempDir('recircuit-dist-');
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  harness = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => harness.close());

/** What a browser may send that the server would answer with a cookie: a dead session above all. */
const COOKIE_HEADERS = [
  'sid=invalid',
  `sid=${'x'.repeat(40)}; lang=de-DE`,
  'sid=invalid; lang=zh-CN; XSRF-TOKEN=a-token-it-had-before',
  'lang=fr-FR',
  'lang=xx-XX; theme=dark',
  '',
];

type Document = { paths: Record<string, Record<string, unknown>> };

/** A real value for each path parameter and the queries a route needs for a 200. */
const samples = new Map<string, string[]>();

async function data<T>(url: string): Promise<T> {
  return (await harness.app.inject({ method: 'GET', url })).json<{ data: T }>().data;
}

beforeAll(async () => {
  const db = harness.app.db;
  await db.execute(sql`insert into gazetteer_postcodes values ('SW1A1AA', 51.501009, -0.141588)`);
  await db.execute(sql`
    insert into locations (id, source, source_id, name, kind, lat, lng, accepts, accepts_confirmed, attribution)
    values ('loc_cookie', 'osm', 'node/1', 'Westminster Reuse Centre', 'recycling-centre', 51.5035, -0.1376,
      '{tvs}'::text[], '{}'::text[], '© OpenStreetMap contributors')`);
  const catalogue = '/proxy/api/device-recycle';
  const [type] = await data<string[]>(`${catalogue}/gettypes`);
  const brand = (await data<string[]>(`${catalogue}/getbrands?type=${type}`))[0] as string;
  const model = new URLSearchParams({ type: type as string, brand });
  model.set('name', (await data<string[]>(`${catalogue}/getnames?${model}`))[0] as string);
  const names = model.toString();
  model.set('color', (await data<string[]>(`${catalogue}/getcolors?${model}`))[0] as string);
  const colors = model.toString();
  model.set('storage', String((await data<number[]>(`${catalogue}/getstorages?${model}`))[0]));
  model.set('grade', GRADE_KEYS[0] as string);
  const [article] = await data<{ id: string }[]>('/proxy/api/articles');
  samples.set(`${catalogue}/getbrands`, [`${catalogue}/getbrands?type=${type}`]);
  samples.set(`${catalogue}/getnames`, [`${catalogue}/getnames?type=${type}&brand=${brand}`]);
  samples.set(`${catalogue}/getcolors`, [`${catalogue}/getcolors?${names}`]);
  samples.set(`${catalogue}/getstorages`, [`${catalogue}/getstorages?${colors}`]);
  samples.set(`${catalogue}/calculate-price`, [`${catalogue}/calculate-price?${model}`]);
  samples.set(`${catalogue}/quote`, [`${catalogue}/quote?${model}`]);
  samples.set(`${catalogue}/search`, [`${catalogue}/search?q=phone`, `${catalogue}/search`]);
  samples.set('/proxy/api/search', ['/proxy/api/search?q=recycle', '/proxy/api/search']);
  samples.set('/proxy/api/articles/{id}', [`/proxy/api/articles/${article?.id}`]);
  samples.set('/proxy/api/locations/search', ['/proxy/api/locations/search?q=SW1A%201AA&radius=50&accepts=tvs']);
  samples.set('/proxy/api/locations/{id}', ['/proxy/api/locations/loc_cookie']);
});

/** Every GET of the API (from the generated OpenAPI document) with its samples, and pages and files of the web app. */
function addresses(): string[] {
  const document = harness.app.swagger() as unknown as Document;
  const api = Object.entries(document.paths)
    .filter(([, methods]) => 'get' in methods)
    .flatMap(([path]) => samples.get(path) ?? [path.replace(/\{[^}]+\}/g, 'sample')]);
  return [...api, '/', '/recycle-now', '/assets/index-AbC123.js', '/favicon.svg', '/robots.txt', '/sitemap.xml'];
}

const isPublic = (response: LightMyRequestResponse) => /\bpublic\b/.test(String(response.headers['cache-control']));

describe('answers a shared cache may keep', () => {
  it('never set a cookie, on any route, whatever cookies the browser sends', async () => {
    const publicAnswers = new Set<string>();
    for (const url of addresses()) {
      for (const cookie of COOKIE_HEADERS) {
        const response = await harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (!isPublic(response)) continue;
        publicAnswers.add(url.split('?')[0] as string);
        expect(response.headers['set-cookie'], `${url} with "${cookie}"`).toBeUndefined();
      }
    }
    // The enumeration reached the public answers this rule is about (or it would prove nothing).
    for (const path of [
      '/proxy/api/device-recycle/gettypes',
      '/proxy/api/device-recycle/getbrands',
      '/proxy/api/device-recycle/quote',
      '/proxy/api/device-recycle/search',
      '/proxy/api/partners',
      '/proxy/api/articles',
      '/proxy/api/search',
      '/proxy/site',
      '/proxy/api/i18n/countries',
      '/proxy/api/locations/search',
      '/proxy/api/locations/stats',
      '/proxy/api/locations/loc_cookie',
      '/assets/index-AbC123.js',
      '/robots.txt',
    ]) {
      expect(publicAnswers, path).toContain(path);
    }
  });

  it('every answer that sets a cookie is kept by no cache', async () => {
    let withCookies = 0;
    for (const url of addresses()) {
      for (const cookie of COOKIE_HEADERS) {
        const response = await harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        if (response.headers['set-cookie'] === undefined) continue;
        withCookies += 1;
        expect(response.headers['cache-control'], `${url} with "${cookie}"`).toMatch(/^(private, )?no-store$/);
      }
    }
    expect(withCookies).toBeGreaterThan(0);
  });

  it('a signed-in visitor gets public answers with no cookie either', async () => {
    const ann = await registerAndLogin(harness.app);
    const answer = await harness.app.inject({
      method: 'GET',
      url: '/proxy/api/device-recycle/gettypes',
      headers: { cookie: ann.cookie },
    });
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('the rule is the server’s, not each route’s', () => {
  it('turns a route’s public Cache-Control into private, no-store when the answer sets a cookie', async () => {
    const other = await createTestApp();
    const { app } = other;
    try {
      app.get('/proxy/api/test-public-with-cookie', async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=600').setCookie('flavour', 'mint').send({ ok: true }),
      );
      app.get('/test-page-with-cookie', async (_request, reply) =>
        reply.header('Cache-Control', 'public, max-age=3600').setCookie('seen', '1').send('<p>page</p>'),
      );
      for (const url of ['/proxy/api/test-public-with-cookie', '/test-page-with-cookie']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['set-cookie'], url).toBeDefined();
        expect(response.headers['cache-control'], url).toBe('private, no-store');
      }
    } finally {
      await other.close();
    }
  });
});
