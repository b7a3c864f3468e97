import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGES, ROUTES } from '@recircuit/contract';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { waitForRenderedPages } from './support/rendered-pages.ts';
import { useSite } from './support/site.ts';
import { logInFromHeader, loginDialog, newAccount, registerDialog, registerThroughApi } from './support/accounts.ts';
import enGB from '../src/locales/en-GB/legal.json' with { type: 'json' };
import zhCN from '../src/locales/zh-CN/legal.json' with { type: 'json' };
import deDE from '../src/locales/de-DE/legal.json' with { type: 'json' };
import frFR from '../src/locales/fr-FR/legal.json' with { type: 'json' };

// DOMAIN.md "Legal pages" (docs/legal.md): /privacy, /terms and /cookies arrive rendered in each
// language and name the company from the settings; the footer reaches them; the register
// dialog's consent links the privacy notice; the cookie notice names every cookie the site sets.

const COMPANY = {
  COMPANY_NAME: 'Circuit Legal Test Ltd',
  COMPANY_NUMBER: '09876543',
  COMPANY_ADDRESS: '5 Test Row, York YO1 7HH',
};
const site = useSite(COMPANY);
const PAGES = [ROUTES.privacy, ROUTES.terms, ROUTES.cookies] as const;
const WORDS = { 'en-GB': enGB, 'zh-CN': zhCN, 'de-DE': deDE, 'fr-FR': frFR };
const TITLE_OF = { [ROUTES.privacy]: 'privacy', [ROUTES.terms]: 'terms', [ROUTES.cookies]: 'cookies' } as const;
/** Every cookie the server sets (grep setCookie): the cookie notice must name each one. */
const COOKIES = ['sid', 'XSRF-TOKEN', 'lang', 'known_device', 'oauth_state'];

beforeAll(async () => {
  await waitForRenderedPages(site.url, [...PAGES], LANGUAGES);
});

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');

describe.each(LANGUAGES)('the legal pages in %s', (language) => {
  it.each(PAGES)('%s arrives rendered in the language, with the company from the settings', async (path) => {
    const answer = await fetch(`${site.url}${path}`, { headers: { cookie: `${LANGUAGE_COOKIE}=${language}` } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain('id="page-data"');
    const title = WORDS[language].legal[TITLE_OF[path]].title;
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(title);
    // The heading may carry soft hyphens where a long German word breaks at 360 px; the document title does not.
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(title.replace(/\u00ad/g, ''));
    const text = textOf(html);
    if (path === ROUTES.cookies) {
      for (const name of COOKIES) expect(text).toContain(name);
    } else {
      for (const value of Object.values(COMPANY)) expect(text).toContain(value);
    }
    // The footer links all three, in the page's language.
    for (const target of PAGES) expect(html).toContain(`href="${target}"`);
  });
});

describe('reaching the legal pages', () => {
  it.each([VIEWPORTS.desktop, VIEWPORTS.phone])(
    'the footer links each page, which hydrates clean for axe at %o',
    async (viewport) => {
      const { page, context, errors } = await site.open(ROUTES.home, viewport);
      for (const path of PAGES) {
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('link', { name: enGB.legal[TITLE_OF[path]].title, exact: true }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(path);
        await page.getByRole('heading', { level: 1, name: enGB.legal[TITLE_OF[path]].title }).waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      // Opened directly, each server-rendered page hydrates without an error.
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it("the register dialog's privacy consent links the privacy notice in a new tab, keeping the form", async () => {
    const { page, context } = await site.open(ROUTES.home);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await loginDialog(page).getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const dialog = registerDialog(page);
    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ada');
    const link = dialog.getByRole('link', { name: 'privacy notice' });
    expect(await link.getAttribute('href')).toBe(ROUTES.privacy);
    expect(await link.getAttribute('target')).toBe('_blank');
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.getByRole('heading', { level: 1, name: enGB.legal.privacy.title }).waitFor();
    expect(await dialog.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Ada');
    await context.close();
  });

  it('names every cookie a signed-in visitor has, and no others', async () => {
    const account = newAccount('legal-cookies');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open(ROUTES.home);
    await logInFromHeader(page, account.email, account.password);
    await page.goto(ROUTES.cookies);
    await page.getByTestId('cookie-table').waitFor();
    const named = await page.getByTestId('cookie-table').locator('tbody th').allTextContents();
    expect(named.sort()).toEqual([...COOKIES].sort());
    const held = (await context.cookies()).map((cookie) => cookie.name);
    expect(held.length).toBeGreaterThan(0);
    for (const name of held) expect(named, name).toContain(name);
    await context.close();
  });
});
