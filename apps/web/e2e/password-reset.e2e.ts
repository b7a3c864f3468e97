import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ACCOUNT_MESSAGES, translateMessage, type MessageTranslations } from '@recircuit/contract';
import deMessages from '@recircuit/contract/locales/de-DE.json' with { type: 'json' };
import deShell from '../src/locales/de-DE.json' with { type: 'json' };
import deAuth from '../src/locales/de-DE/auth.json' with { type: 'json' };
import { linkIn, outboxEmails, emailsTo } from '../../server/test/helpers/outbox.ts';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import {
  logInFromHeader,
  loginDialog,
  newAccount,
  pathOf,
  registerThroughApi,
  submitLogin,
  toast,
} from './support/accounts.ts';
import { useSite } from './support/site.ts';

// "Forgot password?" in a real browser (docs/web-app.md, "Password reset"; docs/api.md, "Password reset").
// One proxy hop is trusted, so the attack below can come from many addresses (X-Forwarded-For); the
// browser sends none and is 127.0.0.1.
const site = useSite({ TRUST_PROXY: '1' });
const NEW_PASSWORD = 'Fresh-start-2026';

function forgotDialog(page: Page, title = 'Forgot your password?') {
  return page.getByRole('dialog', { name: title });
}

/** The reset link emailed to `email` (the welcome email has a link of its own). */
async function resetLinkFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const links = emailsTo(await outboxEmails(site.server.dataDir), email.toLowerCase())
      .filter((eml) => eml.replace(/=\r?\n/g, '').includes('/reset-password?token='))
      .map((eml) => linkIn(eml, '/reset-password'));
    if (links[0]) return links[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset link for ${email}`);
}

/** The link's path and query, for page.goto on the test server. */
function pathAndQuery(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe('Forgot password?', () => {
  it('emails a link from the login dialog; the link sets a new password, signs in here and out everywhere else', async () => {
    const account = newAccount('forgot');
    await registerThroughApi(site.url, account);

    // Another browser is signed in to the account.
    const elsewhere = await site.open('/');
    await logInFromHeader(elsewhere.page, account.email, account.password);
    expect((await elsewhere.context.request.get('/proxy/deviceOwner/test-cookie')).status()).toBe(200);

    const { page, context, errors } = await site.open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const login = loginDialog(page);
    await login.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const forgot = forgotDialog(page);
    await forgot.waitFor();
    // The email typed at sign-in comes along.
    expect(await forgot.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account.email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await forgot.getByRole('button', { name: 'EMAIL ME A LINK' }).click();
    await forgot.getByText(ACCOUNT_MESSAGES.resetLinkSent).waitFor();
    await forgot.getByText('Check your inbox').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await forgot.getByRole('button', { name: 'BACK TO SIGN IN' }).click();
    await login.waitFor();
    await login.getByRole('button', { name: 'Close' }).click();

    const link = await resetLinkFor(account.email);
    const token = new URL(link).searchParams.get('token') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Whatever the page asks for afterwards carries no token, in its address or its Referer.
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));

    const opened = await page.goto(pathAndQuery(link));
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/reset-password');
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
    const again = page.getByRole('textbox', { name: 'New password again' });
    await newPassword.fill(NEW_PASSWORD);
    await again.fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordsDiffer).first().waitFor();
    await again.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
    await page.getByText(ACCOUNT_MESSAGES.passwordReset).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const sent = requests.find((request) => request.url().endsWith('/proxy/deviceOwner/reset-password'));
    expect(sent?.method()).toBe('POST');
    expect(JSON.parse(sent?.postData() ?? '{}')).toEqual({ token, password: NEW_PASSWORD });
    const later = requests.filter((request) => request !== requests[0]);
    for (const request of later) {
      expect(request.url(), request.url()).not.toContain(token);
      expect((await request.allHeaders())['referer'] ?? '', request.url()).not.toContain(token);
    }

    // This browser is signed in now.
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/user/info');
    await page.getByRole('heading', { level: 1, name: 'My Information' }).waitFor();

    // The other browser's session has ended.
    expect((await elsewhere.context.request.get('/proxy/deviceOwner/test-cookie')).status()).toBe(401);
    await elsewhere.page.goto('/user/info');
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Please sign in' }).waitFor();
    await elsewhere.context.close();

    // The old password fails, the new one works.
    const fresh = await site.open('/');
    await fresh.page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(fresh.page, account.email, account.password);
    await toast(fresh.page, ACCOUNT_MESSAGES.loginFailed).waitFor();
    await loginDialog(fresh.page).getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await loginDialog(fresh.page).getByRole('button', { name: 'LOG IN' }).click();
    await expect.poll(() => pathOf(fresh.page)).toBe('/user/info');
    await fresh.context.close();

    // The link worked once.
    await page.goto(pathAndQuery(link));
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'New password again' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'SAVE THE NEW PASSWORD' }).click();
    await page.getByTestId('reset-link-problem').getByText(ACCOUNT_MESSAGES.resetLinkUsed).waitFor();
    await page.getByRole('button', { name: 'Email me a new link' }).click();
    await forgotDialog(page).waitFor();
    expect(errors.filter((error) => !/40[019]/.test(error))).toEqual([]);
    await context.close();
  });

  it('says at once when the address has no token or a mangled one', async () => {
    const { page, context } = await site.open('/reset-password');
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByTestId('reset-link-problem').getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    expect(await page.getByRole('textbox', { name: 'New password', exact: true }).count()).toBe(0);
    await page.goto('/reset-password?token=not-a-token');
    await page.getByTestId('reset-link-problem').getByText(ACCOUNT_MESSAGES.resetLinkInvalid).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('works in German on a phone: the dialog, the page and its messages', async () => {
    const account = newAccount('passwort');
    // Registered from a German page: the account's language is German, which the site keeps at sign-in.
    const registered = await fetch(`${site.url}/proxy/deviceOwner/registerOwner`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'lang=de-DE' },
      body: JSON.stringify({ ...account, privacyConsent: true }),
    });
    expect(registered.status).toBe(200);
    const messages = deMessages as MessageTranslations;
    const { page, context } = await site.page(VIEWPORTS.phone);
    await context.addCookies([{ name: 'lang', value: 'de-DE', url: site.url }]);
    await page.goto('/');
    await page.locator('#main-content').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');

    // The phone's menu holds the sign-in button.
    await page.getByRole('banner').getByRole('button', { name: deShell.nav.openMenu }).click();
    await page.getByRole('dialog').getByRole('button', { name: deShell.nav.signIn, exact: true }).click();
    const login = page.getByRole('dialog', { name: deAuth.auth.login.title });
    await login.getByRole('button', { name: deAuth.auth.login.forgotPassword }).click();
    const forgot = forgotDialog(page, deAuth.auth.forgot.title);
    await forgot.getByRole('textbox', { name: deAuth.auth.fields.email }).fill(account.email);
    await forgot.getByRole('button', { name: deAuth.auth.forgot.submit }).click();
    await forgot.getByText(translateMessage(ACCOUNT_MESSAGES.resetLinkSent, messages)).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const link = await resetLinkFor(account.email);
    await page.goto(pathAndQuery(link));
    await page.getByRole('heading', { level: 1, name: deAuth.auth.reset.title }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: deAuth.auth.reset.newPassword, exact: true }).fill('kurz');
    await page.getByRole('textbox', { name: deAuth.auth.reset.confirmation }).fill('kurz');
    await page.getByRole('button', { name: deAuth.auth.reset.submit }).click();
    await page.getByText(translateMessage(ACCOUNT_MESSAGES.weakPassword, messages)).first().waitFor();
    await page.getByRole('textbox', { name: deAuth.auth.reset.newPassword, exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: deAuth.auth.reset.confirmation }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: deAuth.auth.reset.submit }).click();
    await page.getByText(translateMessage(ACCOUNT_MESSAGES.passwordReset, messages)).waitFor();
    await page.getByText(deAuth.auth.reset.doneTitle).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The link works once, and says so in German.
    await page.goto(pathAndQuery(link));
    await page.getByRole('heading', { level: 1, name: deAuth.auth.reset.title }).waitFor();
    await page.getByRole('textbox', { name: deAuth.auth.reset.newPassword, exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: deAuth.auth.reset.confirmation }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: deAuth.auth.reset.submit }).click();
    await page.getByText(translateMessage(ACCOUNT_MESSAGES.resetLinkUsed, messages)).waitFor();
    await context.close();
  });

  it('sends a browser that never signed in to an attacked account to the emailed link, and lets a known one in', async () => {
    const account = newAccount('attacked');
    await registerThroughApi(site.url, account);
    // The owner's own browser signed in before, and signed out.
    const owner = await site.open('/');
    await logInFromHeader(owner.page, account.email, account.password);
    const xsrf = (await owner.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const logout = await owner.context.request.post('/proxy/deviceOwner/logout', { headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(logout.status()).toBe(200);
    await owner.page.evaluate(() => localStorage.clear());

    // Issue 25's reproduction: 10 addresses x 5 wrong passwords.
    for (let address = 1; address <= 10; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const guess = await fetch(`${site.url}/proxy/deviceOwner/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.9.${address}.1` },
          body: JSON.stringify({ email: account.email, password: `Wrong-${attempt}-Password` }),
        });
        expect(guess.status).toBe(401);
      }
    }

    // A browser that never signed in to the account is sent to the emailed link, not told to wait.
    const stranger = await site.open('/');
    await stranger.page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(stranger.page, account.email, account.password);
    await toast(stranger.page, ACCOUNT_MESSAGES.signInNeedsEmailLink).waitFor();
    await loginDialog(stranger.page).getByText(ACCOUNT_MESSAGES.signInNeedsEmailLink).first().waitFor();
    expect(await toast(stranger.page, ACCOUNT_MESSAGES.tooManyLogins).count()).toBe(0);
    expect(await seriousAxeViolations(stranger.page)).toEqual([]);
    await stranger.context.close();

    // The owner's browser signs in with the right password.
    await owner.page.goto('/');
    await owner.page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(owner.page, account.email, account.password);
    await expect.poll(() => pathOf(owner.page)).toBe('/user/info');
    await owner.context.close();
  });
});
