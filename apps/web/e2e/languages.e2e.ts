import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, translateMessage, type MessageTranslations } from '@recircuit/contract';
import deMessages from '@recircuit/contract/locales/de-DE.json' with { type: 'json' };
import frMessages from '@recircuit/contract/locales/fr-FR.json' with { type: 'json' };
import zhMessages from '@recircuit/contract/locales/zh-CN.json' with { type: 'json' };
import enShell from '../src/locales/en-GB.json' with { type: 'json' };
import deShell from '../src/locales/de-DE.json' with { type: 'json' };
import frShell from '../src/locales/fr-FR.json' with { type: 'json' };
import zhShell from '../src/locales/zh-CN.json' with { type: 'json' };
import deHeads from '../src/locales/de-DE/pageHeads.json' with { type: 'json' };
import frHeads from '../src/locales/fr-FR/pageHeads.json' with { type: 'json' };
import zhHeads from '../src/locales/zh-CN/pageHeads.json' with { type: 'json' };
import { logInFromHeader, newAccount, registerThroughApi, submitLogin, toast } from './support/accounts.ts';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';

const site = useSite();

const LANGUAGES = {
  'fr-FR': { country: 'France', shell: frShell, heads: frHeads, messages: frMessages as MessageTranslations },
  'zh-CN': { country: 'China', shell: zhShell, heads: zhHeads, messages: zhMessages as MessageTranslations },
  'de-DE': { country: 'Germany', shell: deShell, heads: deHeads, messages: deMessages as MessageTranslations },
} as const;
type Chosen = keyof typeof LANGUAGES;

const COUNTRIES_IN_ORDER = ['United Kingdom', 'China', 'United States', 'Australia', 'Germany', 'Canada', 'France'];

function header(page: Page) {
  return page.getByRole('banner');
}

/** Opens the dialog from the header's globe, whose name is in the language shown. */
async function openLanguageDialog(page: Page, shell: typeof enShell) {
  await header(page).getByRole('button', { name: shell.nav.chooseLanguage, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('list').waitFor();
  return dialog;
}

async function langCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('the country and language dialog', () => {
  it('lists the seven countries in order with flags, the United Kingdom marked, and is axe clean', async () => {
    const { page, context } = await site.open('/');
    const dialog = await openLanguageDialog(page, enShell);
    expect(await dialog.getByRole('heading').first().innerText()).toBe('CHOOSE COUNTRY & LANGUAGE');
    const options = dialog.getByRole('listitem').getByRole('button');
    expect(await options.count()).toBe(7);
    for (const [i, country] of COUNTRIES_IN_ORDER.entries()) {
      expect(await options.nth(i).innerText()).toContain(country);
      expect(await options.nth(i).locator('img').getAttribute('src')).toBeTruthy();
    }
    expect(await options.nth(0).getAttribute('aria-current')).toBe('true');
    expect(await dialog.locator('[aria-current="true"]').count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Keyboard: Tab reaches the options, Enter chooses, Escape is not needed afterwards.
    await options.nth(0).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await context.close();
  });

  it.each(Object.keys(LANGUAGES) as Chosen[])(
    'switches the whole home page to %s without a reload, and keeps it after one',
    async (language) => {
      const { country, shell, heads, messages } = LANGUAGES[language];
      const { page, context, errors } = await site.open('/');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      const dialog = await openLanguageDialog(page, enShell);
      await dialog.getByRole('button', { name: new RegExp(`^${country},`) }).click();
      await dialog.waitFor({ state: 'hidden' });

      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      const nav = header(page).getByRole('navigation', { name: shell.nav.main });
      await nav.getByRole('link', { name: shell.nav.articles, exact: true }).waitFor();
      await nav.getByRole('link', { name: shell.nav.about, exact: true }).waitFor();
      // The head's words come in a bundle of their own (lib/i18n.ts), fetched in the new language.
      await expect.poll(() => page.title()).toBe(heads.pages.home.title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(heads.pages.home.description);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      expect(await langCookie(page)).toBe(language);

      // The server answers in the language too: a wrong password's toast.
      await header(page).getByRole('button', { name: shell.nav.signIn, exact: true }).click();
      const login = page.getByRole('dialog');
      await login.locator('input[type="email"], input[name="email"]').first().fill('nobody@example.org');
      await login.locator('input[type="password"]').fill('Wrong-password-1');
      await login.locator('button[type="submit"]').click();
      const failed = translateMessage(ACCOUNT_MESSAGES.loginFailed, messages);
      expect(failed).not.toBe(ACCOUNT_MESSAGES.loginFailed);
      await toast(page, failed).waitFor();
      await page.keyboard.press('Escape');

      await page.reload();
      await page.locator('#main-content').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await header(page)
        .getByRole('navigation', { name: shell.nav.main })
        .getByRole('link', { name: shell.nav.articles, exact: true })
        .waitFor();

      // Back to English (United Kingdom), from the dialog in this language.
      const again = await openLanguageDialog(page, shell);
      expect(await again.locator('[aria-current="true"]').innerText()).toContain(translateMessage(country, messages));
      await again.getByRole('listitem').getByRole('button').first().click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
      // The refused sign-in is the one failed request the browser reports.
      expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
      await context.close();
    },
  );

  it.each(Object.keys(LANGUAGES) as Chosen[])('is axe clean and fits a 360 px phone in %s', async (language) => {
    const { shell } = LANGUAGES[language];
    const { page, context } = await site.page(VIEWPORTS.phone);
    await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
    for (const path of ['/', '/about', '/recycling-guide', '/articles', '/data-service', '/locations']) {
      await page.goto(path);
      await page.locator('#main-content').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await seriousAxeViolations(page), `${language} ${path}`).toEqual([]);
      expect(await overflow(page), `${language} ${path} overflows`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await page.locator('#main-content').waitFor();
    await header(page).getByRole('button', { name: shell.nav.openMenu }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a signed-in person', () => {
  it('saves the choice on the account: a new sign-in elsewhere comes back in it, and server errors speak it', async () => {
    const account = newAccount('language');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open('/');
    await logInFromHeader(page, account.email, account.password);
    await page.waitForURL('**/user/info');
    await page.locator('#password-title').waitFor();

    const dialog = await openLanguageDialog(page, enShell);
    await dialog.getByRole('button', { name: /^Germany,/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await expect
      .poll(async () => {
        const answer = await page.request.get('/proxy/deviceOwner/currentUser');
        return ((await answer.json()) as { data: { language: string } }).data.language;
      })
      .toBe('de-DE');

    // A form's own check and the server's refusal, both in German.
    const card = page.locator('section', { has: page.locator('#password-title') });
    const passwords = card.locator('input[type="password"]');
    await passwords.nth(0).fill('Not-the-password-1');
    await passwords.nth(1).fill('weak');
    await card.locator('button[type="submit"]').click();
    const weak = translateMessage(ACCOUNT_MESSAGES.weakPassword, LANGUAGES['de-DE'].messages);
    expect(weak).not.toBe(ACCOUNT_MESSAGES.weakPassword);
    await card.getByText(weak).waitFor();
    await passwords.nth(1).fill('Brand-new-Pass9');
    await card.locator('button[type="submit"]').click();
    await toast(page, translateMessage(ACCOUNT_MESSAGES.oldPasswordIncorrect, LANGUAGES['de-DE'].messages)).waitFor();
    await context.close();

    // Another browser, no cookie: English until the sign-in, then the account's German.
    const elsewhere = await site.open('/');
    expect(await elsewhere.page.evaluate(() => document.documentElement.lang)).toBe('en-GB');
    await header(elsewhere.page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(elsewhere.page, account.email, account.password);
    await expect.poll(() => elsewhere.page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await elsewhere.page.waitForURL('**/user/info');
    expect(await langCookie(elsewhere.page)).toBe('de-DE');
    await elsewhere.page.reload();
    await elsewhere.page.locator('#main-content').waitFor();
    expect(await elsewhere.page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await header(elsewhere.page)
      .getByRole('navigation', { name: deShell.nav.main })
      .getByRole('link', { name: deShell.nav.articles, exact: true })
      .waitFor();
    await elsewhere.context.close();
  });
});
