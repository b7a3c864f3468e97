import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { cookieValue, login, PASSWORD, register, uniqueEmail } from './helpers/accounts.ts';
import { linkIn, waitForEmails } from './helpers/outbox.ts';

// A real OAuth 2 / OpenID server on loopback stands in for Google, and for GitHub's token endpoint.
const provider = new OAuth2Server();
let githubApi: Server;
let githubUser = { id: 4242, login: 'octo', name: 'Octo Cat' };
let githubEmails = [{ email: 'octo@example.org', primary: true, verified: true }];
let harness: TestApp;
let disabled: TestApp;

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  githubApi = createServer((request, response) => {
    if (!request.headers.authorization?.startsWith('Bearer ')) {
      response.writeHead(401).end();
      return;
    }
    const body = request.url === '/user' ? githubUser : request.url === '/user/emails' ? githubEmails : undefined;
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
  });
  await new Promise<void>((resolve) => githubApi.listen(0, '127.0.0.1', resolve));
  const issuer = provider.issuer.url as string;
  harness = await createTestApp({
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    GITHUB_CLIENT_ID: 'github-client',
    GITHUB_CLIENT_SECRET: 'github-secret',
    GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
    GITHUB_TOKEN_URL: `${issuer}/token`,
    GITHUB_API_URL: `http://127.0.0.1:${(githubApi.address() as AddressInfo).port}`,
  });
  disabled = await createTestApp();
});
afterAll(async () => {
  await harness.close();
  await disabled.close();
  await provider.stop();
  await new Promise((resolve) => githubApi.close(resolve));
});

function nextUserinfo(body: Record<string, unknown>) {
  provider.service.once('beforeUserinfo', (response) => {
    response.body = body;
  });
}

/** Runs the redirect dance: our start URL → the provider → our callback. */
async function signIn(name: 'google' | 'github', returnTo?: string, tamper?: (callback: URL) => void) {
  const start = await harness.app.inject({
    method: 'GET',
    url: `/proxy/oauth2/authorization/${name}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')).toBeTruthy();
  const stateCookie = start.cookies.find((cookie) => cookie.name === 'oauth_state');
  expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(atProvider.headers.get('location')));
  tamper?.(callback);
  const back = await harness.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `oauth_state=${stateCookie?.value}` },
  });
  return { back, sid: cookieValue(back, 'sid') };
}

async function whoIs(sid: string | undefined) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/proxy/deviceOwner/currentUser',
    headers: { cookie: `sid=${sid}` },
  });
  return response.json().data as {
    userId: string;
    email: string;
    firstName: string;
    phone: string | null;
    providers: string[];
    hasPassword: boolean;
    emailVerified: boolean;
  };
}

/** Opens the link in the welcome email, as the owner of the address would. */
async function confirmEmail(email: string) {
  const [eml] = await waitForEmails(harness.config.dataDir, email);
  const link = new URL(linkIn(eml as string, '/proxy/deviceOwner/confirm-email'));
  const response = await harness.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(response.headers.location).toBe('/?emailConfirmation=confirmed');
}

async function linkedRows(userId: string): Promise<number> {
  const rows = await harness.app.db.execute(
    sql`select count(*)::int as n from linked_accounts where user_id = ${userId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}

describe('GET /proxy/auth/providers', () => {
  it('lists both providers, enabled only when configured', async () => {
    expect((await harness.app.inject({ method: 'GET', url: '/proxy/auth/providers' })).json().data).toEqual([
      { id: 'google', enabled: true },
      { id: 'github', enabled: true },
    ]);
    expect((await disabled.app.inject({ method: 'GET', url: '/proxy/auth/providers' })).json().data).toEqual([
      { id: 'google', enabled: false },
      { id: 'github', enabled: false },
    ]);
  });
});

describe('Google sign-in', () => {
  it('creates an account from a verified email, starts a session and goes to /user/info', async () => {
    const email = uniqueEmail('gia');
    nextUserinfo({ sub: 'google-1', email, email_verified: true, given_name: 'Gia', family_name: 'Oak' });
    const { back, sid } = await signIn('google');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/user/info');
    const user = await whoIs(sid);
    expect(user).toMatchObject({
      email,
      firstName: 'Gia',
      providers: ['google'],
      hasPassword: false,
      emailVerified: true,
    });
    // The browser is a known device of the account from now on (docs/api.md, "Signing in safely").
    expect(cookieValue(back, 'known_device')).toMatch(new RegExp(`^${user.userId}\\.dev_`));
  });

  it('signs the same person in again to the same account, and returns to the page asked for', async () => {
    const email = uniqueEmail('again');
    nextUserinfo({ sub: 'google-2', email, email_verified: true, given_name: 'Al' });
    const first = await whoIs((await signIn('google')).sid);
    nextUserinfo({ sub: 'google-2', email, email_verified: true, given_name: 'Al' });
    const { back, sid } = await signIn('google', '/user/orders');
    expect(back.headers.location).toBe('/user/orders');
    expect((await whoIs(sid)).userId).toBe(first.userId);
  });

  it('links to an existing account whose email was confirmed', async () => {
    const { email, userId } = await register(harness.app);
    await confirmEmail(email);
    nextUserinfo({ sub: 'google-3', email: email.toUpperCase(), email_verified: true });
    const user = await whoIs((await signIn('google')).sid);
    expect(user.userId).toBe(userId);
    expect(user.providers).toEqual(['google']);
    expect(user.hasPassword).toBe(true);
  });

  it('does not enter or link an account whose email was never confirmed (account pre-hijacking)', async () => {
    // The attacker registers the victim's address first and keeps the password.
    const victimEmail = uniqueEmail('victim');
    const attacker = await register(harness.app, { email: victimEmail, firstName: 'Mallory' });
    expect(attacker.response.statusCode).toBe(200);

    // The victim signs in with Google, which vouches for the address: no session, and the page explains.
    nextUserinfo({ sub: 'google-victim', email: victimEmail, email_verified: true, given_name: 'Vic' });
    const { back, sid } = await signIn('google');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/?authError=account_unconfirmed');
    expect(sid).toBeFalsy();
    expect(cookieValue(back, 'known_device')).toBeUndefined();
    expect(await linkedRows(attacker.userId)).toBe(0);
    const linked = await harness.app.db.execute(
      sql`select count(*)::int as n from linked_accounts where provider_user_id = 'google-victim'`,
    );
    expect((linked as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    // The attacker's password opens only the attacker's own, empty account: no Google link, nothing of the victim's.
    const mallory = await login(harness.app, victimEmail, PASSWORD);
    const seen = await whoIs(mallory.cookie.match(/sid=([^;]+)/)?.[1]);
    expect(seen).toMatchObject({
      userId: attacker.userId,
      firstName: 'Mallory',
      providers: [],
      emailVerified: false,
      phone: null,
    });
    const orders = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/recycle-orders/by-device-owner/${attacker.userId}`,
      headers: { cookie: mallory.cookie },
    });
    expect(orders.statusCode).toBe(200);
    expect(orders.json().data).toEqual([]);

    // Trying again changes nothing.
    nextUserinfo({ sub: 'google-victim', email: victimEmail, email_verified: true, given_name: 'Vic' });
    expect((await signIn('google')).back.headers.location).toBe('/?authError=account_unconfirmed');
    expect(await linkedRows(attacker.userId)).toBe(0);
  });

  it('refuses an unverified email', async () => {
    nextUserinfo({ sub: 'google-4', email: uniqueEmail(), email_verified: false });
    const { back, sid } = await signIn('google');
    expect(back.headers.location).toBe('/?authError=email_unverified');
    expect(sid).toBeFalsy();
  });

  it('refuses a tampered state, and a callback without the state cookie', async () => {
    nextUserinfo({ sub: 'google-5', email: uniqueEmail(), email_verified: true });
    const { back } = await signIn('google', undefined, (callback) => callback.searchParams.set('state', 'forged'));
    expect(back.headers.location).toBe('/?authError=invalid_state');
    const bare = await harness.app.inject({ method: 'GET', url: '/proxy/login/oauth2/code/google?code=abc&state=xyz' });
    expect(bare.headers.location).toBe('/?authError=invalid_state');
  });

  it('refuses a state cookie that was not signed by this server', async () => {
    const forged = JSON.stringify({ provider: 'google', state: 's', verifier: 'v', returnTo: '/' });
    const response = await harness.app.inject({
      method: 'GET',
      url: '/proxy/login/oauth2/code/google?code=abc&state=s',
      headers: { cookie: `oauth_state=${encodeURIComponent(forged)}` },
    });
    expect(response.headers.location).toBe('/?authError=invalid_state');
  });

  it('reports a cancelled sign-in and a failed code exchange', async () => {
    const cancelled = await harness.app.inject({
      method: 'GET',
      url: '/proxy/login/oauth2/code/google?error=access_denied',
    });
    expect(cancelled.headers.location).toBe('/?authError=access_denied');
    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const { back } = await signIn('google');
    expect(back.headers.location).toBe('/?authError=exchange_failed');
  });

  it('never redirects to another site after sign-in', async () => {
    const email = uniqueEmail('safe');
    nextUserinfo({ sub: 'google-6', email, email_verified: true });
    const { back } = await signIn('google', '//evil.example/phish');
    expect(back.headers.location).toBe('/user/info');
  });

  it.each([
    ['a tab before a second slash', '/%09/evil.example'],
    ['a line feed', '/%0a/x'],
    ['a carriage return', '/%0d%0aSet-Cookie:%20x=1'],
    ['an ideographic full stop', '/%E3%80%82/x'],
    ['a protocol-relative URL', '//evil.example'],
    ['another origin', 'https://evil.example/'],
    ['a backslash', '/\\evil.example'],
    ['a scheme without slashes', 'javascript:alert(1)'],
    ['a path that is no page of the app', '/proxy/deviceOwner/logout'],
  ])('refuses returnTo with %s: /user/info, never a 500', async (_label, raw) => {
    const start = await harness.app.inject({
      method: 'GET',
      url: `/proxy/oauth2/authorization/google?returnTo=${raw}`,
    });
    expect(start.statusCode).toBe(302);
    nextUserinfo({ sub: `google-rt-${raw}`, email: uniqueEmail('rt'), email_verified: true });
    const stateCookie = start.cookies.find((cookie) => cookie.name === 'oauth_state');
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(String(atProvider.headers.get('location')));
    const back = await harness.app.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `oauth_state=${stateCookie?.value}` },
    });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/user/info');
    expect(cookieValue(back, 'sid')).toBeTruthy();
  });

  it('returns to a page of the app with its query and hash, given as a path or as our own absolute URL', async () => {
    nextUserinfo({ sub: 'google-rt-good', email: uniqueEmail('rt'), email_verified: true });
    expect((await signIn('google', '/recycle/result?step=2#price')).back.headers.location).toBe(
      '/recycle/result?step=2#price',
    );
    nextUserinfo({ sub: 'google-rt-good', email: uniqueEmail('rt'), email_verified: true });
    expect((await signIn('google', `${harness.config.publicUrl}/user/orders`)).back.headers.location).toBe(
      '/user/orders',
    );
  });
});

describe('GitHub sign-in', () => {
  it('uses the primary verified email from the GitHub API', async () => {
    githubUser = { id: 777, login: 'octo', name: 'Octo Cat' };
    githubEmails = [
      { email: 'old@example.org', primary: false, verified: false },
      { email: 'octo777@example.org', primary: true, verified: true },
    ];
    const { back, sid } = await signIn('github');
    expect(back.headers.location).toBe('/user/info');
    expect(await whoIs(sid)).toMatchObject({ email: 'octo777@example.org', firstName: 'Octo', providers: ['github'] });
  });

  it('refuses an account with no verified email', async () => {
    githubUser = { id: 778, login: 'ghost', name: 'Ghost' };
    githubEmails = [{ email: 'ghost@example.org', primary: true, verified: false }];
    const { back } = await signIn('github');
    expect(back.headers.location).toBe('/?authError=email_unverified');
  });
});

describe('an unconfigured provider', () => {
  it('sends people back with provider_disabled', async () => {
    const response = await disabled.app.inject({ method: 'GET', url: '/proxy/oauth2/authorization/github' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?authError=provider_disabled');
  });

  it('answers an unknown provider with 400', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/oauth2/authorization/myspace' });
    expect(response.statusCode).toBe(400);
  });
});

describe('linked accounts', () => {
  it('go with the account when it is deleted', async () => {
    const email = uniqueEmail('gone');
    nextUserinfo({ sub: 'google-9', email, email_verified: true });
    const { userId } = await whoIs((await signIn('google')).sid);
    await harness.app.db.execute(sql`delete from users where id = ${userId}`);
    const rows = await harness.app.db.execute(
      sql`select count(*)::int as n from linked_accounts where user_id = ${userId}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});
