import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES, AUTH_ERRORS } from '@recircuit/contract';
import { holdRequests, seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { linkIn, waitForEmails } from '../../server/test/helpers/outbox.ts';
import {
  logInFromHeader,
  loginDialog,
  newAccount,
  pathOf,
  registerDialog,
  registerThroughApi,
  submitLogin,
  toast,
  type TestAccount,
} from './support/accounts.ts';

const site = useSite();
/** One account for the tests that only read; tests that change an account make their own. */
let shared: TestAccount;

beforeAll(async () => {
  shared = newAccount('shared');
  await registerThroughApi(site.url, shared);
});

async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null);
}

describe('register, then log in, through the dialogs', () => {
  it('shows the states, toasts and outcome of each account flow', async () => {
    const { page, context } = await site.open('/');
    const account = newAccount('journey');

    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const login = loginDialog(page);
    await login.waitFor();
    expect(await login.getByRole('link', { name: 'Sign in with Google' }).getAttribute('href')).toBe(
      '/proxy/oauth2/authorization/google?returnTo=%2Fuser%2Finfo',
    );
    expect(await login.getByRole('link', { name: 'Sign in with GitHub' }).isVisible()).toBe(true);
    // Neither provider is configured on this server: the red note names both.
    await expect.poll(() => login.getByTestId('provider-note').textContent()).toContain('Google and GitHub');
    await login.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

    const register = registerDialog(page);
    await register.waitFor();
    await expect.poll(() => login.isVisible()).toBe(false);
    await register.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
    await register.getByRole('textbox', { name: 'Last name' }).fill(account.lastName);
    await register.getByRole('textbox', { name: 'Email' }).fill(account.email);

    // The password rule is checked as the person types.
    const password = register.getByRole('textbox', { name: 'Password', exact: true });
    const rule = (name: string) => register.locator(`[data-rule="${name}"]`);
    await password.fill('short');
    expect(await rule('length').getAttribute('data-met')).toBe('false');
    expect(await rule('capital').getAttribute('data-met')).toBe('false');
    expect(await rule('digit').getAttribute('data-met')).toBe('false');
    await password.fill('Short1');
    expect(await rule('capital').getAttribute('data-met')).toBe('true');
    expect(await rule('digit').getAttribute('data-met')).toBe('true');
    expect(await rule('length').getAttribute('data-met')).toBe('false');
    await register.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await register.getByText(ACCOUNT_MESSAGES.weakPassword).first().waitFor();
    await password.fill(account.password);
    expect(await rule('length').getAttribute('data-met')).toBe('true');

    // The privacy consent is required.
    await register.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await register.getByText(ACCOUNT_MESSAGES.privacyConsentRequired).first().waitFor();
    const privacy = register.getByRole('checkbox', { name: /privacy notice/ });
    const news = register.getByRole('checkbox', { name: /news and updates/ });
    await privacy.check();
    await news.check();

    const releaseRegister = await holdRequests(page, '**/proxy/deviceOwner/registerOwner');
    await register.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await register.getByRole('button', { name: 'REGISTERING...' }).waitFor();
    expect(await register.getByRole('button', { name: 'REGISTERING...' }).isDisabled()).toBe(true);
    expect(await register.getByRole('button', { name: 'BACK' }).isDisabled()).toBe(true);
    expect(await register.getByRole('textbox', { name: 'Email' }).isDisabled()).toBe(true);
    // The overlay appears after its 500 ms delay.
    await page.getByRole('status').getByText(`Registering ${account.email}`).waitFor();
    releaseRegister();

    await toast(
      page,
      `Welcome, ${account.firstName} ${account.lastName}! Your account is ready: sign in to continue.`,
    ).waitFor();
    await expect.poll(() => register.isVisible()).toBe(false);
    await login.waitFor();
    expect(await login.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(account.email.toLowerCase());

    // A wrong password: back to idle with the dialog's message.
    await submitLogin(page, account.email, 'Wrong-password-1');
    await toast(page, ACCOUNT_MESSAGES.loginFailed).waitFor();
    expect(await login.getByRole('button', { name: 'LOG IN' }).isEnabled()).toBe(true);

    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { loginEvents: unknown[] }).loginEvents = seen;
      window.addEventListener('login-success', (event) => seen.push((event as CustomEvent).detail));
    });
    const releaseLogin = await holdRequests(page, '**/proxy/deviceOwner/login');
    await login.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await login.getByRole('button', { name: 'LOG IN' }).click();
    await login.getByRole('button', { name: 'LOGGING IN...' }).waitFor();
    expect(await login.getByRole('button', { name: 'LOGGING IN...' }).isDisabled()).toBe(true);
    expect(await login.getByRole('textbox', { name: 'Email' }).isDisabled()).toBe(true);
    expect(await login.getByRole('button', { name: 'CREATE ACCOUNT' }).isDisabled()).toBe(true);
    await page.getByRole('status').getByText('Logging in...').waitFor();
    // No double submit: Enter while the request is in flight sends nothing more.
    let loginRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/proxy/deviceOwner/login')) loginRequests += 1;
    });
    await login
      .getByRole('textbox', { name: 'Email' })
      .press('Enter')
      .catch(() => undefined);
    releaseLogin();

    await toast(page, ACCOUNT_MESSAGES.loginSuccessful).waitFor();
    // The notice opens below the header: the user menu it would cover stays usable.
    const headerBottom = await page
      .getByRole('banner')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(
      await toast(page, ACCOUNT_MESSAGES.loginSuccessful).evaluate((notice) => notice.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(headerBottom);
    await expect.poll(() => pathOf(page)).toBe('/user/info');
    await page.getByRole('heading', { level: 1, name: 'My Information' }).waitFor();
    expect(loginRequests).toBe(0);
    const user = await storedUser(page);
    expect(user).toMatchObject({
      email: account.email.toLowerCase(),
      username: account.email.split('@')[0]?.toLowerCase(),
    });
    expect(Object.keys(user ?? {}).sort()).toEqual(['email', 'userId', 'username']);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { loginEvents: unknown[] }).loginEvents.length)).toBe(1);
    // The news consent given at registration is on the profile.
    await page.locator('#profile-title').waitFor();
    expect(await page.locator('section', { has: page.locator('#profile-title') }).textContent()).toContain('Yes');
    await context.close();
  });

  it('toggles the password between hidden and shown', async () => {
    const { page, context } = await site.open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = loginDialog(page);
    const input = dialog.getByRole('textbox', { name: 'Password', exact: true });
    await input.fill('Secret123');
    expect(await input.getAttribute('type')).toBe('password');
    await dialog.getByRole('button', { name: 'Show password' }).click();
    expect(await input.getAttribute('type')).toBe('text');
    await dialog.getByRole('button', { name: 'Hide password' }).click();
    expect(await input.getAttribute('type')).toBe('password');
    await context.close();
  });

  it('does not close on a backdrop click, but closes with its close button', async () => {
    const { page, context } = await site.open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = loginDialog(page);
    await dialog.waitFor();
    await page.mouse.click(8, 400);
    await page.waitForTimeout(300);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await registerDialog(page).waitFor();
    await page.mouse.click(8, 400);
    await page.waitForTimeout(300);
    expect(await registerDialog(page).isVisible()).toBe(true);
    await registerDialog(page).getByRole('button', { name: 'BACK' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('asks to wait after too many failed attempts', async () => {
    const account = newAccount('limited');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await submitLogin(page, account.email, `Wrong-${attempt}-Password`);
      await loginDialog(page).getByRole('button', { name: 'LOG IN' }).waitFor();
      await expect.poll(() => loginDialog(page).getByRole('button', { name: 'LOG IN' }).isEnabled()).toBe(true);
    }
    await submitLogin(page, account.email, account.password);
    await toast(page, ACCOUNT_MESSAGES.tooManyLogins).waitFor();
    expect(await toast(page, ACCOUNT_MESSAGES.tooManyLogins).textContent()).toMatch(/try again in about \d+ minutes?/);
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });
});

describe('the /user guard', () => {
  it('opens the login dialog on a signed-out visit and continues to the page asked for', async () => {
    const { page, context } = await site.open('/user/privacy');
    await page.getByRole('heading', { level: 1, name: 'Please sign in' }).waitFor();
    await submitLogin(page, shared.email, shared.password);
    await expect.poll(() => pathOf(page)).toBe('/user/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await context.close();
  });

  it('clears a stale stored user on load, and offers the login dialog when a call answers 401', async () => {
    const { page, context } = await site.open('/');
    await logInFromHeader(page, shared.email, shared.password);
    await page.getByRole('heading', { level: 1, name: 'My Information' }).waitFor();

    // The server session ends behind the page's back: the next call answers 401.
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await context.clearCookies({ name: 'sid' });
    await page.getByRole('switch', { name: 'Send me news and updates by email' }).click();
    await loginDialog(page).waitFor();
    await toast(page, 'User not logged in').waitFor();
    expect(await storedUser(page)).toBeNull();
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();

    // A stored user with no session behind it is cleared when the page loads.
    await page.evaluate(() =>
      localStorage.setItem('user', JSON.stringify({ userId: 'stale', username: 'ghost', email: 'ghost@example.org' })),
    );
    await page.goto('/');
    await expect.poll(() => storedUser(page)).toBeNull();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('My Information', () => {
  it('edits the profile with UK phone and postcode checks', async () => {
    const account = newAccount('profile');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open('/');
    await logInFromHeader(page, account.email, account.password);
    const profile = page.locator('section', { has: page.locator('#profile-title') });
    await profile.getByRole('button', { name: 'Edit details' }).click();
    await profile.getByRole('textbox', { name: 'First name' }).fill('Grace');
    await profile.getByRole('textbox', { name: 'UK postcode' }).fill('NOT A CODE');
    await profile.getByRole('textbox', { name: 'UK phone number' }).fill('12');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await profile.getByText(ACCOUNT_MESSAGES.invalidPostcode).waitFor();
    await profile.getByText(ACCOUNT_MESSAGES.invalidPhone).waitFor();

    await profile.getByRole('textbox', { name: 'UK postcode' }).fill('sw1a 1aa');
    await profile.getByRole('textbox', { name: 'UK phone number' }).fill('07700 900123');
    await profile.getByRole('checkbox', { name: 'Send me news and updates by email' }).check();
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, ACCOUNT_MESSAGES.profileUpdated).waitFor();
    await profile.getByText('SW1A 1AA').waitFor();
    expect(await profile.textContent()).toContain('Grace');
    expect(await profile.textContent()).toContain('07700 900123');

    // It is on the server, not only on the page.
    await page.reload();
    await page
      .locator('section', { has: page.locator('#profile-title') })
      .getByText('SW1A 1AA')
      .waitFor();
    await context.close();
  });

  it('shows the email as not confirmed, sends the link again, and the link confirms it', async () => {
    const account = newAccount('confirm');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open('/');
    await logInFromHeader(page, account.email, account.password);
    const profile = page.locator('section', { has: page.locator('#profile-title') });
    const status = profile.getByTestId('email-status');
    await status.getByText('Email not confirmed').waitFor();
    await status.getByRole('button', { name: 'Send the link again' }).click();
    await toast(page, ACCOUNT_MESSAGES.confirmationSent).waitFor();
    const emails = await waitForEmails(site.server.dataDir, account.email.toLowerCase(), 2);

    // The newest link, opened as from the email: the home page says what happened.
    const link = new URL(linkIn(emails[emails.length - 1] as string, '/proxy/deviceOwner/confirm-email'));
    await page.goto(`${link.pathname}${link.search}`);
    const notice = page.getByTestId('email-confirmation-outcome');
    await notice.getByText('your email address is confirmed').waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto('/user/info');
    await page
      .locator('section', { has: page.locator('#profile-title') })
      .getByTestId('email-status')
      .getByText('Email confirmed')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Send the link again' }).count()).toBe(0);

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByTestId('email-confirmation-outcome').getByText('not valid, or it was already used').waitFor();
    await context.close();
  });

  it('explains a provider sign-in refused because the account with that email is not confirmed', async () => {
    const { page, context } = await site.open('/?authError=account_unconfirmed');
    await toast(page, AUTH_ERRORS.account_unconfirmed).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('changes the password: the old one then fails and the new one works', async () => {
    const account = newAccount('password');
    await registerThroughApi(site.url, account);
    const { page, context } = await site.open('/');
    await logInFromHeader(page, account.email, account.password);
    const card = page.locator('section', { has: page.locator('#password-title') });
    await card.getByRole('textbox', { name: 'Current password', exact: true }).fill('Not-the-password-1');
    await card.getByRole('textbox', { name: 'New password', exact: true }).fill('weak');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText(ACCOUNT_MESSAGES.weakPassword).waitFor();
    await card.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-new-Pass9');
    await card.getByRole('button', { name: 'Change password' }).click();
    await toast(page, ACCOUNT_MESSAGES.oldPasswordIncorrect).waitFor();
    await card.getByRole('textbox', { name: 'Current password', exact: true }).fill(account.password);
    await card.getByRole('button', { name: 'Change password' }).click();
    await toast(page, ACCOUNT_MESSAGES.passwordChanged).waitFor();

    // Logout from the header menu ends the session and goes home.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /password-/ })
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedUser(page)).toBeNull();

    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(page, account.email, account.password);
    await toast(page, ACCOUNT_MESSAGES.loginFailed).waitFor();
    await submitLogin(page, account.email, 'Brand-new-Pass9');
    await expect.poll(() => pathOf(page)).toBe('/user/info');
    await context.close();
  });

  it('lists signed-in devices, downloads the data, and deletes the account after confirmation', async () => {
    const account = newAccount('delete');
    await registerThroughApi(site.url, account);
    // A second device, signed in through the API.
    await fetch(`${site.url}/proxy/deviceOwner/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { page, context } = await site.open('/');
    await logInFromHeader(page, account.email, account.password);

    const devices = page.locator('section', { has: page.locator('#devices-title') });
    await devices.getByText('This device').waitFor();
    await devices.getByRole('button', { name: /Sign out of Firefox on Windows/ }).click();
    await toast(page, ACCOUNT_MESSAGES.sessionRevoked).waitFor();
    await expect.poll(() => devices.locator('li[data-session]').count()).toBe(1);

    const data = page.locator('section', { has: page.locator('#data-title') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recircuit-my-data.json');
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const exported = JSON.parse(await readFile(path, 'utf8')) as { account: { email: string } };
    expect(exported.account.email).toBe(account.email.toLowerCase());

    await data.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText(/cannot be undone/).waitFor();
    await confirm.getByRole('textbox', { name: 'Type your password to confirm', exact: true }).fill('Wrong-Password-1');
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    // A wrong password is said at its field, which takes the focus again.
    await confirm.getByText(ACCOUNT_MESSAGES.confirmDeletion).waitFor();
    expect(await toast(page, ACCOUNT_MESSAGES.confirmDeletion).count()).toBe(0);
    await confirm.getByRole('textbox', { name: 'Type your password to confirm', exact: true }).fill(account.password);
    await confirm.getByRole('button', { name: 'Delete my account for good' }).click();
    await toast(page, ACCOUNT_MESSAGES.accountDeleted).waitFor();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedUser(page)).toBeNull();
    expect(await loginDialog(page).isVisible()).toBe(false);

    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await submitLogin(page, account.email, account.password);
    await toast(page, ACCOUNT_MESSAGES.loginFailed).waitFor();
    await context.close();
  });
});

describe('contact, privacy and orders', () => {
  it('sends a message, changes the marketing consent, and shows no orders yet', async () => {
    const { page, context } = await site.open('/');
    await logInFromHeader(page, shared.email, shared.password);

    await page.goto('/user/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await page.locator('#main-content').getByText('hello@recircuit.example').waitFor();
    await page.getByRole('textbox', { name: 'Subject' }).fill('My old laptop');
    await page.getByRole('textbox', { name: 'Message' }).fill('Can you collect it on Friday?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await toast(page, ACCOUNT_MESSAGES.messageSent).waitFor();
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('');

    await page.getByRole('link', { name: 'My Information' }).click();
    await page.getByRole('link', { name: 'Privacy' }).first().click();
    await page.getByText(/Accepted on/).waitFor();
    await page
      .getByText('You have not chosen yet')
      .or(page.getByText(/You said no on/))
      .first()
      .waitFor();
    const consent = page.getByRole('switch', { name: 'Send me news and updates by email' });
    const wasOn = await consent.isChecked();
    await consent.click();
    await toast(page, ACCOUNT_MESSAGES.profileUpdated).waitFor();
    await expect.poll(() => consent.isChecked()).toBe(!wasOn);
    await page
      .getByTestId('marketing-status')
      .getByText(wasOn ? /You said no on/ : /You agreed on/)
      .waitFor();
    await page.getByRole('heading', { name: 'Your rights under UK GDPR' }).waitFor();

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Orders' }).click();
    await page.getByRole('heading', { name: 'No orders yet' }).waitFor();
    expect(await page.getByRole('link', { name: 'Recycle a device' }).getAttribute('href')).toBe('/recycle-now');
    await context.close();
  });
});

describe('the header user menu', () => {
  it('toggles, closes on an outside click and Escape, and leads to My Account', async () => {
    const { page, context } = await site.open('/about');
    await logInFromHeader(page, shared.email, shared.password);
    await page.goto('/about');
    const username = shared.email.split('@')[0]?.toLowerCase() ?? '';
    const button = page.getByRole('banner').getByRole('button', { name: username });
    await button.click();
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem', { name: 'My Account' }).isVisible()).toBe(true);
    expect(await page.getByRole('menuitem', { name: 'Logout' }).isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(false);
    await button.click();
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(false);
    await button.click();
    await page.getByRole('menu').waitFor();
    await page.locator('#main-content').click({ position: { x: 20, y: 200 } });
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(false);
    await button.click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/user/info');
    await context.close();
  });
});

describe('the mobile menu at 360 px', () => {
  it('offers Sign In and Create Account signed out, and the account choices signed in', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    let menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Create Account' }).click();
    await registerDialog(page).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await registerDialog(page).getByRole('button', { name: 'BACK' }).click();
    await loginDialog(page).waitFor();
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => loginDialog(page).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Sign In' }).click();
    await submitLogin(page, shared.email, shared.password);
    await expect.poll(() => pathOf(page)).toBe('/user/info');
    await page.getByRole('heading', { level: 1, name: 'My Information' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(/Signed in as/).waitFor();
    expect(await menu.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await storedUser(page)).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([VIEWPORTS.desktop, VIEWPORTS.phone])('axe is clean on both dialogs at %o', async (viewport) => {
    const { page, context } = await site.open('/', viewport);
    if (viewport === VIEWPORTS.phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).click();
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    }
    await loginDialog(page).waitFor();
    await expect.poll(() => loginDialog(page).getByTestId('provider-note').isVisible()).toBe(true);
    await page.waitForTimeout(300);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await loginDialog(page).getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await registerDialog(page).waitFor();
    await registerDialog(page).getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await registerDialog(page).getByText(ACCOUNT_MESSAGES.privacyConsentRequired).first().waitFor();
    await page.waitForTimeout(300);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('axe is clean on the signed-out /user page', async () => {
    const { page, context } = await site.open('/user/info');
    await page.getByRole('heading', { level: 1, name: 'Please sign in' }).waitFor();
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => loginDialog(page).isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([VIEWPORTS.desktop, VIEWPORTS.phone])('axe is clean on every /user page at %o', async (viewport) => {
    const { page, context, errors } = await site.open('/', viewport);
    if (viewport === VIEWPORTS.phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign In' }).click();
      await submitLogin(page, shared.email, shared.password);
      await expect.poll(() => pathOf(page)).toBe('/user/info');
    } else {
      await logInFromHeader(page, shared.email, shared.password);
    }
    for (const [path, heading] of [
      ['/user/info', 'My Information'],
      ['/user/orders', 'My Orders'],
      ['/user/contact', 'Contact'],
      ['/user/privacy', 'Privacy'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    const profile = page.locator('section', { has: page.locator('#profile-title') });
    await page.goto('/user/info');
    await profile.getByRole('button', { name: 'Edit details' }).click();
    await profile.getByRole('textbox', { name: 'UK postcode' }).fill('nope');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await profile.getByText(ACCOUNT_MESSAGES.invalidPostcode).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page
      .locator('section', { has: page.locator('#data-title') })
      .getByRole('button', { name: 'Delete my account' })
      .click();
    await page.getByRole('dialog', { name: 'Delete your account?' }).waitFor();
    await page.waitForTimeout(300);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
