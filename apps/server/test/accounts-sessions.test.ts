import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@recircuit/contract';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { cookieValue, login, PASSWORD, register, registerAndLogin, uniqueEmail } from './helpers/accounts.ts';

let harness: TestApp;
let httpsHarness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
  httpsHarness = await createTestApp({ PUBLIC_URL: 'https://recircuit.example' });
});
afterAll(async () => {
  await harness.close();
  await httpsHarness.close();
});

let address = 0;
function attempt(payload: object | undefined, url = '/proxy/deviceOwner/login', remoteAddress?: string) {
  address += 1;
  return harness.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: remoteAddress ?? `10.3.${Math.floor(address / 250)}.${address % 250}`,
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await harness.app.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

describe('POST /proxy/deviceOwner/login', () => {
  it('signs in with the SPEC message, the session view and a token, and sets the sid cookie', async () => {
    const { email, userId } = await register(harness.app);
    const response = await attempt({ email: email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Login successful');
    expect(body.data).toEqual({
      userId,
      username: email.split('@')[0],
      email,
      token: expect.any(String),
      language: 'en-GB',
    });
    expect(Buffer.from(body.data.token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid?.value).toBe(body.data.token);
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();
    const maxAgeDays = (new Date(String(sid?.expires)).getTime() - Date.now()) / 86_400_000;
    expect(maxAgeDays).toBeGreaterThan(29);
    expect(maxAgeDays).toBeLessThanOrEqual(30);
  });

  it('stores only a hash of the session token', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const stored = await rows<{ token_hash: string }>(
      sql`select token_hash from sessions where user_id = ${signedIn.userId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toBe(signedIn.token);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('marks the cookie Secure on https', async () => {
    const { email } = await register(httpsHarness.app);
    const response = await httpsHarness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email, password: PASSWORD },
    });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.secure).toBe(true);
  });

  it('reads the SPEC query-string form too', async () => {
    const { email } = await register(harness.app);
    const response = await attempt(
      undefined,
      `/proxy/deviceOwner/login?${new URLSearchParams({ email, password: PASSWORD })}`,
    );
    expect(response.statusCode).toBe(200);
  });

  it('gives the same answer for an unknown email and a wrong password', async () => {
    const { email } = await register(harness.app);
    const wrongPassword = await attempt({ email, password: 'Wrong12345' });
    const unknownEmail = await attempt({ email: uniqueEmail('nobody'), password: 'Wrong12345' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    expect(wrongPassword.cookies.find((cookie) => cookie.name === 'sid' && cookie.value)).toBeUndefined();
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const { email } = await register(harness.app);
    const time = async (payload: object) => {
      const started = performance.now();
      await attempt(payload);
      return performance.now() - started;
    };
    // Warm up, then compare medians: the unknown email must also pay for a hash check.
    await time({ email: uniqueEmail(), password: 'Wrong12345' });
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await time({ email, password: `Wrong1234${i}` }));
      unknown.push(await time({ email: uniqueEmail(), password: 'Wrong12345' }));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
  });

  it.each([
    [{}, 'Please fill in all required fields.'],
    [{ email: 'ann@example.org' }, 'Please fill in all required fields.'],
    [{ password: 'x' }, 'Please fill in all required fields.'],
    [{ email: 'nope', password: 'x' }, ACCOUNT_MESSAGES.invalidEmail],
  ])('refuses %o with 400 "%s"', async (payload, message) => {
    const response = await attempt(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a huge password without hashing it', async () => {
    const response = await attempt({ email: uniqueEmail(), password: 'A1'.repeat(40_000) });
    expect(response.statusCode).toBe(400);
  });

  it('locks an email at one address for 15 minutes after 5 failures, even for the right password', async () => {
    const { email } = await register(harness.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt({ email, password: 'Wrong12345' }, undefined, '10.98.0.1')).statusCode).toBe(401);
    }
    const locked = await attempt({ email, password: PASSWORD }, undefined, '10.98.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(ACCOUNT_MESSAGES.tooManyLogins);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Once the failures are older than the window, the right password works again.
    await harness.app.db.execute(
      sql`update rate_limit_events set at = at - interval '16 minutes' where key like ${`${email}%`}`,
    );
    expect((await attempt({ email, password: PASSWORD }, undefined, '10.98.0.1')).statusCode).toBe(200);
  });

  it('an attacker elsewhere cannot lock the owner out: 5 wrong passwords from A, the owner signs in from B', async () => {
    const { email } = await register(harness.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt({ email, password: 'Wrong12345' }, undefined, '10.97.0.1')).statusCode).toBe(401);
    }
    expect((await attempt({ email, password: 'Wrong12345' }, undefined, '10.97.0.1')).statusCode).toBe(429);
    expect((await attempt({ email, password: PASSWORD }, undefined, '10.97.0.2')).statusCode).toBe(200);
    // The owner's success does not unlock the attacker's address.
    expect((await attempt({ email, password: 'Wrong12345' }, undefined, '10.97.0.1')).statusCode).toBe(429);
  });

  it('stops guessing spread over many addresses at 50 failures for one email', async () => {
    const { email } = await register(harness.app);
    for (let i = 0; i < 50; i += 1) {
      expect((await attempt({ email, password: 'Wrong12345' }, undefined, `10.96.0.${i + 1}`)).statusCode).toBe(401);
    }
    // The email is under attack: a browser that never signed in to it is sent to the emailed link
    // (accounts-lockout.test.ts has the rest of "Signing in safely").
    const capped = await attempt({ email, password: 'Wrong12345' }, undefined, '10.96.1.1');
    expect(capped.statusCode).toBe(403);
    expect(capped.json().message).toBe(ACCOUNT_MESSAGES.signInNeedsEmailLink);
  });

  it('limits failures per address across emails', async () => {
    let last;
    for (let i = 0; i < 21; i += 1) {
      last = await attempt({ email: uniqueEmail('spray'), password: 'Wrong12345' }, undefined, '10.99.99.99');
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('clears the failure count after a successful login', async () => {
    const { email } = await register(harness.app);
    const from = '10.95.0.1';
    for (let i = 0; i < 4; i += 1)
      expect((await attempt({ email, password: 'Wrong12345' }, undefined, from)).statusCode).toBe(401);
    expect((await attempt({ email, password: PASSWORD }, undefined, from)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt({ email, password: 'Wrong12345' }, undefined, from)).statusCode).toBe(401);
    expect((await attempt({ email, password: PASSWORD }, undefined, from)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('test-cookie answers for a cookie, for a Bearer token, and 401 for neither', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const byCookie = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: signedIn.cookie },
    });
    expect(byCookie.json()).toMatchObject({ code: 200, data: { authenticated: true, userId: signedIn.userId } });
    const byBearer = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(byBearer.json().data.userId).toBe(signedIn.userId);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/proxy/deviceOwner/test-cookie' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(SERVER_MESSAGES.notLoggedIn);
  });

  it('refuses a forged token and clears the stale cookie', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: 'sid=forged-token-forged-token-forged' },
    });
    expect(response.statusCode).toBe(401);
    const cleared = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(cleared?.value).toBe('');
  });

  it('ends a session idle for more than 14 days', async () => {
    const signedIn = await registerAndLogin(harness.app);
    await harness.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '14 days 1 minute' where user_id = ${signedIn.userId}`,
    );
    const response = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: signedIn.cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(await rows(sql`select id from sessions where user_id = ${signedIn.userId}`)).toEqual([]);
  });

  it('keeps a session used within 14 days, up to 30 days in all', async () => {
    const signedIn = await registerAndLogin(harness.app);
    await harness.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '13 days', created_at = now() - interval '29 days' where user_id = ${signedIn.userId}`,
    );
    const fresh = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: signedIn.cookie },
    });
    expect(fresh.statusCode).toBe(200);
    const [row] = await rows<{ recent: boolean }>(
      sql`select last_seen_at > now() - interval '1 minute' as recent from sessions where user_id = ${signedIn.userId}`,
    );
    expect(row?.recent).toBe(true);
    await harness.app.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${signedIn.userId}`,
    );
    const expired = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: signedIn.cookie },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/logout',
      headers: signedIn.writeHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((cookie) => cookie.name === 'sid')?.value).toBe('');
    const after = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: signedIn.cookie },
    });
    expect(after.statusCode).toBe(401);
    const bearer = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(bearer.statusCode).toBe(401);
  });

  it('logout without a session is harmless', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/proxy/deviceOwner/logout' });
    expect(response.statusCode).toBe(200);
  });

  it("lists the user's sessions and revokes one of them, but not another user's", async () => {
    const { email } = await register(harness.app);
    const laptop = await login(harness.app, email);
    const phone = await login(harness.app, email);
    const list = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/sessions',
      headers: { cookie: laptop.cookie },
    });
    const sessions = list.json().data as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(phone.token);
    const other = sessions.find((session) => !session.current) as { id: string };

    const intruder = await registerAndLogin(harness.app);
    const refused = await harness.app.inject({
      method: 'DELETE',
      url: `/proxy/deviceOwner/sessions/${other.id}`,
      headers: intruder.writeHeaders,
    });
    expect(refused.statusCode).toBe(404);

    const revoked = await harness.app.inject({
      method: 'DELETE',
      url: `/proxy/deviceOwner/sessions/${other.id}`,
      headers: laptop.writeHeaders,
    });
    expect(revoked.statusCode).toBe(200);
    const phoneAfter = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      headers: { cookie: phone.cookie },
    });
    expect(phoneAfter.statusCode).toBe(401);
  });

  it('signs out every other session of the user and keeps the caller and other users signed in', async () => {
    const { email } = await register(harness.app);
    const laptop = await login(harness.app, email);
    const phone = await login(harness.app, email);
    const tablet = await login(harness.app, email);
    const neighbour = await registerAndLogin(harness.app);
    const signedIn = async (cookie: string) =>
      (await harness.app.inject({ method: 'GET', url: '/proxy/deviceOwner/test-cookie', headers: { cookie } }))
        .statusCode === 200;
    const signOutOthers = (headers: Record<string, string>) =>
      harness.app.inject({ method: 'POST', url: '/proxy/deviceOwner/sessions/sign-out-others', headers });

    // CSRF-protected like every cookie-authenticated write: without the header nothing ends.
    const forged = await signOutOthers({ cookie: laptop.cookie });
    expect(forged.statusCode).toBe(403);
    expect(await signedIn(phone.cookie)).toBe(true);
    expect((await signOutOthers({})).statusCode).toBe(401);

    const response = await signOutOthers(laptop.writeHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      message: ACCOUNT_MESSAGES.otherSessionsRevoked,
      data: { signedOut: 2 },
    });
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await signedIn(tablet.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
    expect(await signedIn(neighbour.cookie)).toBe(true);
    const list = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/sessions',
      headers: { cookie: laptop.cookie },
    });
    expect((list.json().data as { current: boolean }[]).map((session) => session.current)).toEqual([true]);

    // Again, with nobody else signed in: nothing to end, and still fine.
    expect((await signOutOthers(laptop.writeHeaders)).json().data).toEqual({ signedOut: 0 });
  });

  it('lives in the database, so a second instance on the same database accepts it', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const { buildApp } = await import('../src/app.ts');
    const second = await buildApp(harness.config, { database: harness.database.handle });
    try {
      const response = await second.inject({
        method: 'GET',
        url: '/proxy/deviceOwner/test-cookie',
        headers: { cookie: signedIn.cookie },
      });
      expect(response.json().data.userId).toBe(signedIn.userId);
    } finally {
      await second.close().catch(() => {});
    }
  });
});

describe('CSRF', () => {
  it('hands out a script-readable XSRF-TOKEN cookie', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/health' });
    const cookie = response.cookies.find((entry) => entry.name === 'XSRF-TOKEN');
    expect(cookie?.value.length).toBeGreaterThan(20);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('hands out no cookie with an answer that shared caches may keep', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/proxy/api/device-recycle/gettypes' });
    expect(response.headers['cache-control']).toMatch(/^public/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cookie-authenticated write without the header, or with a wrong one', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const missing = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { cookie: signedIn.cookie },
      payload: { firstName: 'Eve' },
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().message).toBe('Invalid CSRF token');
    const wrong = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { cookie: signedIn.cookie, 'x-xsrf-token': 'nope' },
      payload: { firstName: 'Eve' },
    });
    expect(wrong.statusCode).toBe(403);
    const [row] = await rows<{ first_name: string }>(sql`select first_name from users where id = ${signedIn.userId}`);
    expect(row?.first_name).toBe('Ann');
    const right = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: signedIn.writeHeaders,
      payload: { firstName: 'Eve' },
    });
    expect(right.statusCode).toBe(200);
  });

  it('exempts Bearer requests', async () => {
    const signedIn = await registerAndLogin(harness.app);
    const response = await harness.app.inject({
      method: 'PUT',
      url: '/proxy/deviceOwner/updateProfile',
      headers: { authorization: `Bearer ${signedIn.token}` },
      payload: { firstName: 'Bea' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a write whose Origin is another site, and accepts its own origin', async () => {
    const { email } = await register(harness.app);
    const foreign = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: PASSWORD },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await harness.app.inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      headers: { origin: harness.config.publicUrl },
      payload: { email, password: PASSWORD },
    });
    expect(own.statusCode).toBe(200);
    expect(cookieValue(own, 'sid')).toBeTruthy();
  });
});
