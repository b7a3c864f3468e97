import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_BASE, PAGE_DATA_ELEMENT_ID, RENDERED_ROUTES } from '@recircuit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { readBootScript } from '../src/modules/public-pages/boot-script.ts';
import { RERENDER_AFTER_MS } from '../src/modules/public-pages/rendered-pages.ts';
import { BUILT_INDEX_HTML as TEMPLATE } from './helpers/built-index-html.ts';
import { createTestApp, tempDir, type TestApp } from './helpers/test-app.ts';

// The server's half of docs/rendering.md, against a small web build of its own: its document
// (head, inline styles, data block, boot script), the language choice, caching and the
// fall-back to the app shell. The real web app's pages are checked in a browser
// (apps/web/e2e/rendered-pages.e2e.ts).

const MANIFEST = {
  'index.html': {
    file: 'assets/index-App1.js',
    isEntry: true,
    imports: ['_react-Re1.js'],
    css: ['assets/index-Css1.css'],
  },
  '_react-Re1.js': { file: 'assets/react-Re1.js' },
  'src/boot.ts': { file: 'assets/boot-Boot1.js', isEntry: true },
  'src/app/routes/home.tsx': {
    file: 'assets/home-Home1.js',
    imports: ['index.html', '_shared-Sh1.js'],
    dynamicImports: ['src/lazy.tsx'],
    css: ['assets/home-Home1.css'],
  },
  '_shared-Sh1.js': { file: 'assets/shared-Sh1.js', imports: ['_react-Re1.js'], css: ['assets/shared-Sh1.css'] },
  'src/lazy.tsx': { file: 'assets/lazy-Lz1.js', imports: ['index.html'], css: ['assets/lazy-Lz1.css'] },
};

// The boot script is written into each page, so the CSP must name its hash and no other inline script.
const BOOT = 'document.documentElement.dataset.booted = "yes";';
// The page runs it as a classic script, in a function of its own (boot-script.ts); the CSP's hash covers that.
const BOOT_SOURCE = `(()=>{${BOOT}})()`;
const BOOT_HASH = `'sha256-${createHash('sha256').update(BOOT_SOURCE).digest('base64')}'`;

const STYLES: Record<string, string> = {
  'index-Css1.css': '.entry{color:green}',
  'home-Home1.css': '.home{color:blue}',
  'shared-Sh1.css': '.shared{margin:0}',
  'lazy-Lz1.css': '.lazy{content:"</style><script>x</script>"}',
};

// The web app's server entry, as `vite build --ssr` makes it: a page's words come from the
// server's own answer, fetched in process in the page's language.
const ENTRY = `
globalThis.renderCalls = globalThis.renderCalls ?? 0;
globalThis.renderedUrls = globalThis.renderedUrls ?? [];
export async function renderPage({ url, language, origin, fetch }) {
  globalThis.renderCalls += 1;
  globalThis.renderedUrls.push(url);
  if (!url.startsWith('/search?')) await globalThis.renderGate;
  if (url === '/about') return null;
  if (url === '/recycle-now') await fetch('${API_BASE}/api/subscriptions', { method: 'POST' });
  const answer = await fetch('${API_BASE}/api/i18n/countries', { headers: { Accept: 'application/json' } });
  const body = await answer.json();
  return {
    html: '<main><h1>' + url + ' in ' + language + '</h1><p id="server-words">' + body.message + '</p></main>',
    head: {
      documentTitle: 'A </title><script>alert(1)</script> title',
      title: 'A title',
      description: 'Says "hello" & more',
      type: 'website',
      url: origin + url,
      locale: language.replace('-', '_'),
    },
    data: { language, year: 2026, loaderData: {}, queries: { note: '</script><script>alert(2)</script>' } },
    modules: url === '/' ? ['src/app/routes/home.tsx'] : [],
  };
}`;

let harness: TestApp;

async function webBuild(): Promise<string> {
  const root = await tempDir('recircuit-rendered-');
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await mkdir(join(dist, '.vite'));
  await mkdir(join(root, 'dist-server'));
  await writeFile(join(dist, 'index.html'), TEMPLATE);
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, css] of Object.entries(STYLES)) await writeFile(join(dist, 'assets', file), css);
  await writeFile(join(dist, 'assets', 'boot-Boot1.js'), `${BOOT}\n`);
  await writeFile(join(root, 'dist-server', 'entry-server.js'), ENTRY);
  return dist;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

const renderCalls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;
const renderedUrls = () => (globalThis as { renderedUrls?: string[] }).renderedUrls ?? [];

beforeAll(async () => {
  harness = await createTestApp({ WEB_DIST_DIR: await webBuild() });
  await harness.app.ready();
  await harness.app.renderedPages?.renderAll();
});
afterAll(async () => {
  await harness.close();
});

describe('the rendered public pages', () => {
  it('renders every public page and every article, in every language', async () => {
    const urls = await harness.app.renderedPages!.urls();
    expect(urls).toEqual(expect.arrayContaining([...RENDERED_ROUTES]));
    const articles = urls.filter((url) => url.startsWith('/articleDetail?id='));
    expect(articles).toHaveLength(5);
    for (const language of ['en-GB', 'de-DE', 'fr-FR', 'zh-CN']) {
      const answer = await page(articles[0]!, { cookie: `lang=${language}` });
      expect(answer.body).toContain(`<h1>${articles[0]} in ${language}</h1>`);
    }
  });

  it('picks the language by the lang cookie, else Accept-Language, else en-GB', async () => {
    const german = await page('/', { cookie: 'lang=de-DE', 'accept-language': 'fr-FR' });
    expect(german.body).toContain('<html lang="de-DE" data-mantine-color-scheme="light">');
    expect(german.body).toContain('<h1>/ in de-DE</h1>');
    const french = await page('/', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(french.body).toContain('<h1>/ in fr-FR</h1>');
    const unknown = await page('/', { cookie: 'lang=es-ES', 'accept-language': 'zh-CN' });
    expect(unknown.body).toContain('<h1>/ in zh-CN</h1>');
    const none = await page('/');
    expect(none.body).toContain('<h1>/ in en-GB</h1>');
  });

  it("puts the server's own answers in the page's language", async () => {
    const direct = await harness.app.inject({
      method: 'GET',
      url: `${API_BASE}/api/i18n/countries`,
      headers: { cookie: 'lang=de-DE' },
    });
    const german = (direct.json() as { message: string }).message;
    expect(german).not.toBe('success');
    expect((await page('/', { cookie: 'lang=de-DE' })).body).toContain(`<p id="server-words">${german}</p>`);
  });

  it('counts each page load as served rendered or as the app shell (the metrics)', async () => {
    const loads = async (served: string) =>
      (await harness.app.metrics.pageLoads.get()).values.find((value) => value.labels.served === served)?.value ?? 0;
    const [rendered, shell] = [await loads('rendered'), await loads('shell')];
    await page('/articles');
    await page('/');
    await page('/user/info');
    expect((await loads('rendered')) - rendered).toBe(2);
    expect((await loads('shell')) - shell).toBe(1);
  });

  it('answers as HTML that caches must keep per language and revalidate, under the strict CSP', async () => {
    const answer = await page('/articles');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(String(answer.headers.vary)).toMatch(/Accept-Language/);
    expect(String(answer.headers.vary)).toMatch(/Cookie/);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${BOOT_HASH};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('sets no cookie on a rendered page a cache may keep, whatever cookies come with the request', async () => {
    // docs/api.md, "Caching": the session and CSRF cookies are handed out by /proxy answers only.
    for (const cookie of ['sid=invalid', 'sid=invalid; lang=de-DE', 'lang=fr-FR; XSRF-TOKEN=old']) {
      for (const url of ['/', '/articles']) {
        const answer = await page(url, { cookie });
        expect(answer.statusCode, `${url} ${cookie}`).toBe(200);
        expect(answer.headers['set-cookie'], `${url} ${cookie}`).toBeUndefined();
      }
    }
  });

  it('answers a repeat visit with 304 by its ETag, per language', async () => {
    const first = await page('/articles', { cookie: 'lang=fr-FR' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await page('/articles', { cookie: 'lang=fr-FR', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await page('/articles', { cookie: 'lang=de-DE', 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('sends brotli or gzip by Accept-Encoding, the same document', async () => {
    const plain = (await page('/locations')).body;
    const br = await page('/locations', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/locations', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it("writes the page's head in place of the shell's, escaped", async () => {
    const body = (await page('/')).body;
    expect(body).toContain('<title>A &#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62; title</title>');
    expect(body).toContain('<meta name="description" content="Says &#34;hello&#34; &#38; more" />');
    expect(body).toContain('<meta property="og:url" content="http://localhost:3000/" />');
    expect(body).not.toContain("The shell's");
    expect(body.match(/<title>/g)).toHaveLength(1);
  });

  it('inlines every stylesheet of the first paint and marks each present, without fetching any', async () => {
    const body = (await page('/')).body;
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? '';
    for (const css of ['.entry{color:green}', '.home{color:blue}', '.shared{margin:0}']) expect(style).toContain(css);
    // A lazy part's sheet is inline too, and cannot end the style element early.
    expect(style).toContain('.lazy{content:"<\\/style><script>x</script>"}');
    const links = body.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toContain(' disabled ');
  });

  it('runs only the boot script, inline in the head, which lists the modules it fetches after the first paint, each once', async () => {
    const body = (await page('/')).body;
    const scripts = body.replace(/<style>[\s\S]*?<\/style>/, '').match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(2);
    // Exactly the built file's text (trimmed) in its function, as the CSP's hash covers it; no request for it.
    const boot = /<script( data-[^>]*)>([\s\S]*?)<\/script>/.exec(body);
    expect(boot?.[2]).toBe(BOOT_SOURCE);
    expect(body.indexOf(BOOT_SOURCE)).toBeLessThan(body.indexOf('</head>'));
    expect(body).not.toContain('boot-Boot1.js');
    expect(body).not.toContain('modulepreload');
    expect(body).not.toContain('src="/assets/index-App1.js"');
    const attributes = boot?.[1];
    expect(attributes).toContain('data-app="/assets/index-App1.js"');
    expect(attributes).toContain('data-before="/assets/react-Re1.js"');
    // A lazy part's code loads when hydration reaches it (docs/rendering.md, "The document"); only its sheet is inline.
    expect(attributes).toContain(
      'data-modules="/assets/react-Re1.js /assets/index-App1.js /assets/home-Home1.js /assets/shared-Sh1.js"',
    );
  });

  it('will not inline a boot script that imports or exports: it runs as a classic script', async () => {
    const dist = await tempDir('recircuit-boot-');
    try {
      await mkdir(join(dist, '.vite'), { recursive: true });
      await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/boot.ts': { file: 'boot.js' } }));
      await writeFile(join(dist, 'boot.js'), 'import "./x.js";\nconsole.log(1);\n');
      const errors: unknown[] = [];
      const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
      expect(readBootScript(dist, log)).toBeNull();
      expect(errors).toHaveLength(1);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });

  it("carries the page's data as JSON nothing in it can break out of", async () => {
    const body = (await page('/')).body;
    const json = new RegExp(`id="${PAGE_DATA_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      language: 'en-GB',
      year: 2026,
      loaderData: {},
      queries: { note: '</script><script>alert(2)</script>' },
    });
    expect(body).toContain('<div id="root"><main><h1>/ in en-GB</h1>');
  });

  it('sends the app shell for any other address, query string or page that could not be rendered', async () => {
    for (const url of ['/?utm_source=mail', '/locations?q=Leeds', '/about', '/user/info', '/no-such-page']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(TEMPLATE);
    }
  });

  it("keeps the language page's choice in the lang cookie and goes home, for a browser without JavaScript", async () => {
    const chosen = await page('/language?choose=de-DE');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe('/');
    expect(chosen.headers['cache-control']).toBe('no-store');
    expect(String(chosen.headers['set-cookie'])).toMatch(/^lang=de-DE; Max-Age=\d+; Path=\/; SameSite=Lax/);
    const home = await page('/', { cookie: 'lang=de-DE' });
    expect(home.body).toContain('<h1>/ in de-DE</h1>');
    // Anything but a supported language is the page itself, and sets nothing.
    for (const url of [
      '/language?choose=es-ES',
      '/language?choose=',
      '/language?choose=de-DE%00',
      '/language?choose[]=de-DE',
    ]) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['set-cookie'], url).toBeUndefined();
      expect(answer.body, url).toBe(TEMPLATE);
    }
    const rendered = await page('/language', { cookie: 'lang=fr-FR' });
    expect(rendered.body).toContain('<h1>/language in fr-FR</h1>');
  });

  it('renders the search page for each query, kept nowhere, for a browser without JavaScript', async () => {
    const calls = renderCalls();
    const found = await page('/search?q=%20iphone%2012%20&utm_source=mail', { cookie: 'lang=de-DE' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(found.headers['cache-control']).toBe('no-store');
    // Rendered for the words alone, trimmed, in the visitor's language.
    expect(found.body).toContain('<h1>/search?q=iphone%2012 in de-DE</h1>');
    expect(renderCalls()).toBe(calls + 1);
    expect(found.body).toBe((await page('/search?q=iphone+12', { cookie: 'lang=de-DE' })).body);
    // No query is the page rendered ahead; one the search would refuse is the app's shell.
    expect((await page('/search', { cookie: 'lang=fr-FR' })).body).toContain('<h1>/search in fr-FR</h1>');
    for (const url of ['/search?q=', `/search?q=${'a'.repeat(101)}`, '/search?q=a%00b', '/search?q[]=a']) {
      const answer = await page(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(TEMPLATE);
    }
  });

  it('lets one address render 30 searches a minute', async () => {
    const search = (n: number) =>
      harness.app.inject({ method: 'GET', url: `/search?q=phone${n}`, remoteAddress: '203.0.113.9' });
    const answers = [];
    for (let n = 0; n < 31; n += 1) answers.push(await search(n));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
    // The page without a query is not counted.
    const plain = await harness.app.inject({ method: 'GET', url: '/search', remoteAddress: '203.0.113.9' });
    expect(plain.statusCode).toBe(200);
  });

  it('never lets a rendered page write: a page that tries is not rendered, and nothing was sent', async () => {
    const answer = await page('/recycle-now');
    expect(answer.body).toBe(TEMPLATE);
  });

  it('renders a page again, in the background, when it is asked for after five minutes', async () => {
    const before = renderCalls();
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + RERENDER_AFTER_MS + 1000);
    try {
      const stale = await page('/verify', { cookie: 'lang=zh-CN' });
      expect(stale.body).toContain('<h1>/verify in zh-CN</h1>');
      await page('/verify', { cookie: 'lang=zh-CN' });
      await harness.app.renderedPages!.settled();
      expect(renderCalls()).toBe(before + 1);
      // Fresh again: asked for twice more, it is not rendered again.
      await page('/verify', { cookie: 'lang=zh-CN' });
      await page('/verify', { cookie: 'lang=zh-CN' });
      await harness.app.renderedPages!.settled();
      expect(renderCalls()).toBe(before + 1);
    } finally {
      clock.mockRestore();
    }
  });
});

describe("when the pages' data changes on this instance (a locations import)", () => {
  it('serves the app shell at once, then the pages rendered again', async () => {
    const before = renderCalls();
    harness.app.renderedPages!.renderAgain();
    expect((await page('/')).body).toBe(TEMPLATE);
    await harness.app.renderedPages!.settled();
    expect(renderCalls()).toBeGreaterThan(before);
    expect((await page('/')).body).toContain('<h1>/ in en-GB</h1>');
  });

  it('renders a search at once, beside a page held mid-render, ahead of the pages queued', async () => {
    const before = renderCalls();
    let open = () => {};
    (globalThis as { renderGate?: Promise<void> }).renderGate = new Promise<void>((resolve) => (open = resolve));
    try {
      harness.app.renderedPages!.renderAgain();
      await vi.waitFor(() => expect(renderCalls()).toBe(before + 1), { interval: 1 });
      const found = await page('/search?q=laptop');
      expect(found.body).toContain('<h1>/search?q=laptop in en-GB</h1>');
      // The page rendered ahead is still held: the search did not wait for it.
      expect(renderedUrls().slice(before)).toEqual([renderedUrls()[before], '/search?q=laptop']);
    } finally {
      delete (globalThis as { renderGate?: Promise<void> }).renderGate;
      open();
    }
    await harness.app.renderedPages!.settled();
    expect(renderCalls() - before).toBeGreaterThan(RENDERED_ROUTES.length * 4);
  });
});

describe('readiness while the pages are rendered for the first time', () => {
  it('is 503 "rendering" until the first rendering is done, then ready', async () => {
    const fresh = await createTestApp({ WEB_DIST_DIR: await webBuild() });
    try {
      await fresh.app.ready();
      const ready = () => fresh.app.inject({ method: 'GET', url: `${API_BASE}/health/ready` });
      const before = await ready();
      expect(before.statusCode).toBe(503);
      expect(before.json().data).toMatchObject({ status: 'not-ready', pages: 'rendering', database: 'ok' });
      await fresh.app.renderedPages!.renderAll();
      const after = await ready();
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ status: 'ready', pages: 'ready' });
    } finally {
      await fresh.close();
    }
  });
});

describe('a web build without a server entry', () => {
  let bare: TestApp;
  beforeAll(async () => {
    const dist = await tempDir('recircuit-bare-');
    await writeFile(join(dist, 'index.html'), TEMPLATE);
    bare = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await bare.close();
  });

  it('serves every page as the app shell', async () => {
    expect(bare.app.renderedPages).toBeNull();
    const answer = await bare.app.inject({ method: 'GET', url: '/' });
    expect(answer.body).toBe(TEMPLATE);
  });
});
