import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { AUTH_ERRORS } from '@recircuit/contract';
import { VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { loginDialog, pathOf, toast } from './support/accounts.ts';

/*
 * Third-party sign-in, the whole redirect dance in a real browser: our server talks to a
 * real OAuth 2 / OpenID Connect server on loopback (state, PKCE, code exchange, userinfo)
 * standing in for Google. GitHub is left unconfigured.
 */
const provider = new OAuth2Server();
let issuer = '';

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  issuer = provider.issuer.url ?? '';
  if (!issuer) throw new Error('the OAuth server has no address');
});
afterAll(() => provider.stop());

const site = useSite(() => ({
  GOOGLE_CLIENT_ID: 'test',
  GOOGLE_CLIENT_SECRET: 'secret',
  GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
  GOOGLE_TOKEN_URL: `${issuer}/token`,
  GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
}));

const GIA = {
  sub: 'g-123',
  email: 'gia.oak@example.org',
  email_verified: true,
  given_name: 'Gia',
  family_name: 'Oak',
};

/** What the provider says about the user at the next sign-in. */
function nextUserinfo(body: Record<string, unknown>) {
  provider.service.once('beforeUserinfo', (response) => {
    response.body = body;
  });
}

async function openLoginDialog(path = '/') {
  const opened = await site.page(VIEWPORTS.desktop);
  await opened.page.goto(path);
  await opened.page.locator('#main-content').waitFor();
  await opened.page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await loginDialog(opened.page).waitFor();
  return opened;
}

describe('Google sign-in against a loopback OpenID provider', () => {
  it('names only GitHub as not set up', async () => {
    const { page, context } = await openLoginDialog();
    const note = loginDialog(page).getByTestId('provider-note');
    await note.waitFor();
    const text = await note.textContent();
    expect(text).toContain('GitHub');
    expect(text).not.toContain('Google');
    await context.close();
  });

  it('signs in and lands on /user/info, signed in', async () => {
    nextUserinfo(GIA);
    const { page, context } = await openLoginDialog();
    await loginDialog(page).getByRole('link', { name: 'Sign in with Google' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/user/info');
    await page.getByRole('heading', { level: 1, name: 'My Information' }).waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user') ?? 'null') as { email: string } | null,
    );
    expect(stored?.email).toBe('gia.oak@example.org');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'gia.oak' }).waitFor();
    const profile = page.locator('section', { has: page.locator('#profile-title') });
    await profile.getByText('Gia', { exact: true }).waitFor();
    const methods = page.locator('section', { has: page.locator('#methods-title') });
    expect(await methods.locator('[data-method="google"]').textContent()).toContain('Linked');
    expect(await methods.locator('[data-method="password"]').textContent()).toContain('Not linked');
    // No password to change for an account made through Google.
    await page.getByText(/You sign in with Google, so there is no password to change/).waitFor();
    await context.close();
  });

  it('comes back to the page that asked for sign-in', async () => {
    nextUserinfo(GIA);
    const { page, context } = await site.page(VIEWPORTS.desktop);
    await page.goto('/user/privacy');
    await loginDialog(page).getByRole('link', { name: 'Sign in with Google' }).click();
    await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe('/user/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy' }).waitFor();
    await context.close();
  });

  it('says why when the provider has no verified email, and tidies the address', async () => {
    nextUserinfo({
      sub: 'g-456',
      email: 'unverified@example.org',
      email_verified: false,
      given_name: 'Una',
      family_name: 'Verified',
    });
    const { page, context } = await openLoginDialog('/about');
    await loginDialog(page).getByRole('link', { name: 'Sign in with Google' }).click();
    await toast(page, AUTH_ERRORS.email_unverified).waitFor({ timeout: 15_000 });
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('says so when the chosen provider is not set up', async () => {
    const { page, context } = await openLoginDialog();
    await loginDialog(page).getByRole('link', { name: 'Sign in with GitHub' }).click();
    await toast(page, AUTH_ERRORS.provider_disabled).waitFor({ timeout: 15_000 });
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });
});
