import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  PAGE_DATA_ELEMENT_ID,
  RENDERED_ROUTES,
  ROUTES,
  articlePageUrl,
} from '@recircuit/contract';
import { holdRequests, VIEWPORTS } from './support/browser.ts';
import { waitForRenderedPages } from './support/rendered-pages.ts';
import { useSite } from './support/site.ts';

// docs/rendering.md: every public page arrives as HTML in its language and hydrates without
// an error; the content is there without JavaScript; no inline script under the strict CSP.

const site = useSite();
const PAGES = [...RENDERED_ROUTES, ...[1, 2, 3, 4, 5].map(articlePageUrl)];

beforeAll(async () => {
  await waitForRenderedPages(site.url, PAGES, LANGUAGES);
});

async function fetchDocument(path: string, language: string): Promise<string> {
  const answer = await fetch(`${site.url}${path}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The built words bundles' site paths ("/assets/home-x.js"), from the build's manifest. */
const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
  string,
  { file: string }
>;
const WORDS_FILES = new Set(
  Object.entries(manifest).flatMap(([source, chunk]) => (source.startsWith('src/locales/') ? [`/${chunk.file}`] : [])),
);
const modulesOf = (html: string) => / data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

/** A word's key shown instead of the word: a bundle the page did not load (`t` gives the key back). */
const LOCALES = new URL('../src/locales/', import.meta.url);
const readLocale = (name: string) => JSON.parse(readFileSync(new URL(name, LOCALES), 'utf8')) as object;
const KEY_ROOTS = new Set([
  ...Object.keys(readLocale('en-GB.json')),
  ...readdirSync(new URL('en-GB/', LOCALES)).flatMap((file) => Object.keys(readLocale(`en-GB/${file}`))),
]);
const RAW_KEY = new RegExp(`\\b(?:${[...KEY_ROOTS].join('|')})\\.[a-zA-Z]+[.\\w]*`);
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&#(\d+);/g, (_, code: string) =>
    String.fromCharCode(Number(code)),
  );

describe.each(LANGUAGES)('the rendered pages in %s', (language) => {
  it.each(PAGES)('%s arrives as HTML and hydrates without an error', async (path) => {
    const html = await fetchDocument(path, language);
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
    // Every script is data, a file of the site or the boot script, the one inline script, in the head, which the CSP
    // names by its hash (a refused script would be among the page's errors, below).
    const tags = html.replace(/<style>[\s\S]*?<\/style>/, '').match(/<script\b[^>]*>/g) ?? [];
    const isBoot = (tag: string) => tag.startsWith('<script data-app=');
    expect(tags.filter(isBoot)).toHaveLength(1);
    expect(html.indexOf('<script data-app=')).toBeLessThan(html.indexOf('</head>'));
    for (const tag of tags.filter((tag) => !isBoot(tag))) {
      expect(tag, tag).toMatch(/ src="\/assets\/|type="application\/json"/);
    }
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    // More than the fallback's nothing: the search page in Chinese is some twenty characters.
    expect(main.replace(/<[^>]+>/g, '').trim().length, 'the page content is in the HTML').toBeGreaterThan(10);
    expect(RAW_KEY.exec(textOf(html))?.[0], 'a word missing from the HTML').toBeUndefined();

    const { context, page, errors } = await site.page(VIEWPORTS.phone);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: site.url }]);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    // The hydrated page is the one that was sent: same language, same title, nothing replaced.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    expect(await page.title()).toBe(titleOf(html));
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0], 'a word missing once hydrated').toBeUndefined();
    // Its words come with its scripts, not in a second round of requests once they have run.
    const listed = modulesOf(html);
    expect(scripts.filter((script) => WORDS_FILES.has(script) && !listed.includes(script))).toEqual([]);
    await context.close();
  });
});

describe("a rendered page's data", () => {
  it("comes from its routes' loaders, so each page and each search renders once", async () => {
    expect(await fetchDocument('/search?q=iphone', 'en-GB')).toContain('iPhone 17');
    // page-renderer.ts warns of a page that asked for data no loader fetched, and was rendered again.
    expect(site.server.output()).not.toContain('loaders did not fetch');
  });
});

/** A page in a browser with JavaScript turned off. */
async function withoutJavaScript(viewport?: { width: number; height: number }) {
  const context = await site.browser.newContext({
    baseURL: site.url,
    javaScriptEnabled: false,
    locale: 'en-GB',
    viewport,
  });
  return { context, page: await context.newPage() };
}

describe('the rendered pages without JavaScript', () => {
  it('shows the home page and the articles', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto(ROUTES.home);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('[data-article-id]').count()).toBe(3);
    await page.goto(ROUTES.articles);
    expect(await page.locator('[data-article-id]').count()).toBe(5);
    // Links are plain links: a click opens the article.
    await page.locator('[data-article-id] a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.articleDetail);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await context.close();
  });
});

describe('the header without JavaScript (docs/rendering.md, "Before it hydrates")', () => {
  it('leads each control to its page, and the menu page to the pages it lists', async () => {
    const { context, page } = await withoutJavaScript(VIEWPORTS.phone);
    await page.goto(ROUTES.dataService);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.menu);
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Recycle now' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.recycleNow);
    // The search page is a GET form the server renders for each query.
    await page.goto(ROUTES.articles);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.search);
    await page.getByRole('textbox', { name: 'Search the site' }).fill('iphone 16');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${site.url}${ROUTES.search}?q=iphone+16`);
    await page
      .getByRole('link', { name: /^iPhone 16\b/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/recycle/recycle');
    await page.goto(ROUTES.articles);
    await page.getByRole('banner').getByRole('button', { name: 'Choose country and language' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.language);
    // The language page's links choose through the server, which keeps the choice in the cookie.
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.home);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-DE');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('link', { name: 'Anmelden' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.login);
    await context.close();
  });

  it("sends the home page's postcode box to the locator as a plain GET form", async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto(ROUTES.home);
    await page.getByLabel('UK address or postcode').first().fill('M1 1AE');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${site.url}${ROUTES.locations}?q=M1+1AE`);
    await context.close();
  });
});

describe('a form sent before its page hydrates (components/ui/app-form.tsx)', () => {
  // The app's entry is held back, so the page has not hydrated when the visitor sends the form.
  async function openBeforeHydration(path: string) {
    const context = await site.browser.newContext({ baseURL: site.url, locale: 'en-GB' });
    const page = await context.newPage();
    const release = await holdRequests(page, '**/assets/index-*.js');
    await page.goto(path, { waitUntil: 'commit' });
    return { context, page, release };
  }
  const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root', { hasText: text });

  it('keeps the Secure link out of the address and sends it once the page is live', async () => {
    const { context, page, release } = await openBeforeHydration(ROUTES.dataService);
    await page.getByRole('textbox', { name: 'Email' }).fill('early@example.org');
    await page.getByRole('textbox', { name: 'Order number' }).fill('DS-EARLY001');
    await page.getByRole('button', { name: 'Send link' }).click();
    await expect.poll(() => page.locator('form[data-held]').count()).toBe(1);
    expect(page.url()).toBe(`${site.url}${ROUTES.dataService}`);

    const sent = page.waitForRequest('**/proxy/subscription/send-secure-link');
    release();
    expect((await sent).postDataJSON()).toEqual({ email: 'early@example.org', orderNumber: 'DS-EARLY001' });
    await toast(page, 'Email sent successfully').waitFor();
    expect(page.url()).toBe(`${site.url}${ROUTES.dataService}`);
    await context.close();
  });

  it('sends a subscription typed before the home page hydrated, once, with what was typed', async () => {
    const { context, page, release } = await openBeforeHydration(ROUTES.home);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) });
    await form.getByLabel('First name').fill('Early');
    await form.getByLabel('Last name').fill('Bird');
    await form.getByRole('textbox', { name: 'Email' }).fill('early.bird@example.org');
    await form.getByRole('checkbox', { name: /privacy notice/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(page.url()).toBe(`${site.url}/`);

    const calls: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/proxy/subscription/subscribe')) calls.push(request.postDataJSON());
    });
    release();
    await toast(page, 'Email sent successfully').waitFor();
    expect(calls).toEqual([
      { firstName: 'Early', lastName: 'Bird', email: 'early.bird@example.org', privacyConsent: true, news: false },
    ]);
    await context.close();
  });

  it('says it needs JavaScript when it is off, and a post brings the visitor back with no field in the address', async () => {
    const { context, page } = await withoutJavaScript();
    await page.goto(ROUTES.dataService);
    const form = page.locator('form[data-app-form]');
    // Playwright's text search skips <noscript>; the browser shows it with scripting off.
    expect(await form.locator('noscript').textContent()).toBe(
      'This form needs JavaScript, which is turned off in this browser.',
    );
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('textbox', { name: 'Email' }).fill('nojs@example.org');
    await page.getByRole('button', { name: 'Send link' }).click();
    expect((await posted).url()).toBe(`${site.url}${ROUTES.dataService}`);
    await page.waitForLoadState();
    expect(page.url()).toBe(`${site.url}${ROUTES.dataService}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});

describe('the first tap on a rendered page', () => {
  // Playwright clicks as soon as the control is visible and stable, as a person taps: before
  // hydration the tap follows the control's link to its page, after it the dialog opens. On a
  // page that dropped taps before hydration neither ever appeared.
  const CONTROLS = [
    { name: 'Search', viewport: VIEWPORTS.desktop, page: 'Search' },
    { name: 'Sign in', viewport: VIEWPORTS.desktop, page: null },
    { name: 'Open menu', viewport: VIEWPORTS.phone, page: 'Menu' },
  ] as const;
  const PATHS = [ROUTES.home, ROUTES.dataService, ROUTES.articles];

  it.each(PATHS.flatMap((path) => CONTROLS.map((control) => ({ path, ...control }))))(
    '$name on $path works at once',
    async ({ path, name, viewport, page: pageTitle }) => {
      const context = await site.browser.newContext({ baseURL: site.url, viewport, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'commit' });
      await page.getByRole('banner').getByRole('button', { name }).click();
      // The dialog once hydrated, or the page the link led to (/login opens the dialog itself).
      const shown = pageTitle
        ? page.getByRole('dialog').or(page.getByRole('heading', { level: 1, name: pageTitle }))
        : page.getByRole('dialog');
      await shown.first().waitFor({ timeout: 10_000 });
      await context.close();
    },
  );
});

describe("a rendered page's header before its page's code (app/rendered-page.ts)", () => {
  it("is live while the page's own module is still on its way, and the page hydrates once it comes", async () => {
    const context = await site.browser.newContext({ baseURL: site.url, viewport: VIEWPORTS.desktop, locale: 'en-GB' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    const release = await holdRequests(page, `**/${manifest['src/app/routes/home.tsx']!.file}`);
    await page.goto(ROUTES.home, { waitUntil: 'commit' });
    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header [role="button"], header button') ?? {}).some((key) =>
        key.startsWith('__reactProps'),
      ),
    );
    await search.click();
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe(ROUTES.home);
    // The page is still the server's markup, shown as it was sent and not yet the app's.
    const postcode = page.locator('main input[name="q"]');
    await expect.poll(() => postcode.isVisible()).toBe(true);
    expect(await postcode.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber')))).toBe(
      false,
    );
    await page.keyboard.press('Escape');
    release();
    await expect
      .poll(() => postcode.evaluate((input) => Object.keys(input).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a rendered page whose own module cannot be fetched (app/rendered-page.ts)', () => {
  it('shows the error page with a way out, not a blank or frozen page', async () => {
    const context = await site.browser.newContext({ baseURL: site.url, viewport: VIEWPORTS.phone, locale: 'en-GB' });
    const page = await context.newPage();
    await page.route(`**/${manifest['src/app/routes/home.tsx']!.file}`, (route) => route.abort('failed'));
    await page.goto(ROUTES.home);
    const main = page.locator('#main-content');
    await main.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await main.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    expect(await main.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(ROUTES.home);
    await expect.poll(() => page.title()).toBe('Something went wrong · ReCircuit');
    // The header and footer are still the app's: the menu opens.
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    await context.close();
  });
});

describe('a rendered page once hydrated', () => {
  it('works as the app: the search dialog opens, and a link moves without reloading', async () => {
    const { context, page, errors } = await site.page(VIEWPORTS.desktop);
    await page.goto(ROUTES.home);
    await page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(ROUTES.articles);
    expect(await page.evaluate(() => (window as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the search page once hydrated', () => {
  it('searches without reloading, and a search address opens with its results', async () => {
    const { context, page, errors } = await site.page(VIEWPORTS.phone);
    await page.goto(ROUTES.search);
    await page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
    await page.getByRole('textbox', { name: 'Search the site' }).fill('iphone 16');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${site.url}${ROUTES.search}?q=iphone+16`);
    await page
      .getByRole('link', { name: /^iPhone 16\b/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
    await page.goto(`${ROUTES.search}?q=zzzz-nothing`);
    expect(await page.getByTestId('search-empty').textContent()).toContain('Nothing matched “zzzz-nothing”');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a rendered page's money, numbers and dates", () => {
  it('hydrate with the texts the server wrote, making no Intl formatter (their first costs tens of ms)', async () => {
    const { context, page, errors } = await site.page(VIEWPORTS.phone);
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'de-DE', url: site.url }]);
    await context.addInitScript(() => {
      const made: string[] = [];
      Object.assign(window, { intlMade: made });
      const counted = <T extends object>(kind: string, constructor: T): T =>
        new Proxy(constructor, {
          construct(target, args: unknown[]) {
            made.push(kind);
            return Reflect.construct(target as new (...args: unknown[]) => object, args);
          },
        });
      Intl.NumberFormat = counted('NumberFormat', Intl.NumberFormat);
      Intl.DateTimeFormat = counted('DateTimeFormat', Intl.DateTimeFormat);
    });
    await page.goto(ROUTES.dataService);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByText('29,99 £').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
