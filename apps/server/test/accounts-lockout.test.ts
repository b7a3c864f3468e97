import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { createTestApp, useTestApp } from './helpers/test-app.ts';
import { PASSWORD, cookieValue, register } from './helpers/accounts.ts';
import { signToken } from '../src/lib/signed-token.ts';
import {
  FAILED_LOGINS_PER_ADDRESS,
  FAILED_LOGINS_PER_DEVICE,
  FAILED_LOGINS_PER_EMAIL,
  FAILED_LOGINS_PER_EMAIL_AND_ADDRESS,
} from '../src/modules/accounts/rate-limits.ts';

// DOMAIN.md "Signing in safely"; docs/api.md "Signing in safely". Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL (where the concurrent requests really run in parallel).
const harness = useTestApp();
const WRONG = 'Wrong-password-1';
const DEVICE_COOKIE = 'known_device';

let next = 0;
/** A fresh address no other test has used. */
function freshAddress(): string {
  next += 1;
  return `10.61.${Math.floor(next / 250)}.${next % 250}`;
}

function login(email: string, password: string, address: string, deviceCookie?: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/proxy/deviceOwner/login',
    payload: { email, password },
    remoteAddress: address,
    ...(deviceCookie ? { cookies: { [DEVICE_COOKIE]: deviceCookie } } : {}),
  });
}

function deviceCookieOf(response: LightMyRequestResponse): string {
  const value = cookieValue(response, DEVICE_COOKIE);
  if (!value) throw new Error('no known-device cookie');
  return value;
}

/** The issue's reproduction: 10 addresses, 5 wrong passwords each, spend the email's whole limit. */
async function attackFromTenAddresses(email: string): Promise<string[]> {
  const attackers = Array.from({ length: 10 }, freshAddress);
  for (const attacker of attackers) {
    for (let i = 0; i < 5; i += 1) expect((await login(email, WRONG, attacker)).statusCode).toBe(401);
  }
  return attackers;
}

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('the known-device cookie', () => {
  it('is set on sign-in: HttpOnly, SameSite=Lax, a year long, sent only to the account paths, naming the account', async () => {
    const { email, userId } = await register(harness.app);
    const response = await login(email, PASSWORD, freshAddress());
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/proxy/deviceOwner' });
    expect(cookie?.secure).toBeFalsy();
    expect(Number(cookie?.maxAge)).toBe(365 * 24 * 60 * 60);
    const [entryUser, deviceId, signature] = String(cookie?.value).split('.');
    expect(entryUser).toBe(userId);
    expect(deviceId).toMatch(/^dev_[A-Za-z0-9_-]{22}$/);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('is Secure on https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://recircuit.example' });
    try {
      const { email } = await register(https.app);
      const response = await https.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/login',
        payload: { email, password: PASSWORD },
      });
      expect(response.cookies.find((item) => item.name === DEVICE_COOKIE)?.secure).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('keeps its device id for the account on the next sign-in, and names up to five accounts', async () => {
    const accounts = await Promise.all(Array.from({ length: 6 }, () => register(harness.app)));
    let cookie: string | undefined;
    const first = deviceCookieOf(await login(accounts[0]!.email, PASSWORD, freshAddress()));
    cookie = first;
    for (const account of accounts.slice(1))
      cookie = deviceCookieOf(await login(account.email, PASSWORD, freshAddress(), cookie));
    const entries = cookie.split('~');
    // The newest first; the oldest (accounts[0]) fell off.
    expect(entries.map((entry) => entry.split('.')[0])).toEqual(
      accounts
        .slice(1)
        .reverse()
        .map((account) => account.userId),
    );
    const again = deviceCookieOf(await login(accounts[3]!.email, PASSWORD, freshAddress(), cookie));
    const entryOf = (value: string, userId: string) => value.split('~').find((entry) => entry.startsWith(`${userId}.`));
    expect(again.split('~')[0]).toBe(entryOf(cookie, accounts[3]!.userId));
  });
});

describe('distributed lockout', () => {
  it('10 addresses x 5 wrong passwords: the owner browser that signed in before still signs in with the right password', async () => {
    const { email, userId } = await register(harness.app);
    const owner = deviceCookieOf(await login(email, PASSWORD, freshAddress()));
    const attackers = await attackFromTenAddresses(email);

    const signedIn = await login(email, PASSWORD, freshAddress(), owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.userId).toBe(userId);
    expect(cookieValue(signedIn, 'sid')).toBeTruthy();
    // Even from one of the attacker's own addresses (a shared network), whose limits are spent.
    expect((await login(email, PASSWORD, attackers[0]!, owner)).statusCode).toBe(200);
    // The limits against the attacker stay.
    const attacker = await login(email, WRONG, attackers[1]!);
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().message).toBe(ACCOUNT_MESSAGES.tooManyLogins);
  });

  it('a fresh browser is sent to the emailed link, never told to wait 15 minutes, and learns nothing about the password', async () => {
    const { email } = await register(harness.app);
    await attackFromTenAddresses(email);

    const right = await login(email, PASSWORD, freshAddress());
    expect(right.statusCode).toBe(403);
    expect(right.headers['retry-after']).toBeUndefined();
    expect(right.json()).toEqual({
      code: 403,
      message: ACCOUNT_MESSAGES.signInNeedsEmailLink,
      data: null,
      errors: [{ field: 'email', message: ACCOUNT_MESSAGES.signInNeedsEmailLink }],
    });
    expect(cookieValue(right, 'sid')).toBeUndefined();
    // A wrong password gets exactly the same answer: the password is not checked at all.
    const wrong = await login(email, WRONG, freshAddress());
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual(right.json());
  });

  it('answers an email without an account the same way once its limit is spent', async () => {
    const email = `nobody.${Date.now()}@example.org`;
    await attackFromTenAddresses(email);
    const answer = await login(email, PASSWORD, freshAddress());
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.signInNeedsEmailLink);
  });

  it('a device counts its own failures only: after 5 of them it signs in like any other browser', async () => {
    const { email } = await register(harness.app);
    const owner = deviceCookieOf(await login(email, PASSWORD, freshAddress()));
    await attackFromTenAddresses(email);
    const home = freshAddress();
    for (let i = 0; i < FAILED_LOGINS_PER_DEVICE.max; i += 1) {
      expect((await login(email, WRONG, home, owner)).statusCode).toBe(401);
    }
    // Its trust is used up; the email is under attack, so it too needs the emailed link now.
    expect((await login(email, PASSWORD, home, owner)).statusCode).toBe(403);
  });

  it('a right password on a known device clears its failures', async () => {
    const { email } = await register(harness.app);
    const owner = deviceCookieOf(await login(email, PASSWORD, freshAddress()));
    await attackFromTenAddresses(email);
    const home = freshAddress();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < FAILED_LOGINS_PER_DEVICE.max - 1; i += 1) {
        expect((await login(email, WRONG, home, owner)).statusCode).toBe(401);
      }
      expect((await login(email, PASSWORD, home, owner)).statusCode).toBe(200);
    }
  });

  it("does not trust a forged cookie, another account's cookie, or one signed with another secret", async () => {
    const victim = await register(harness.app);
    const other = await register(harness.app);
    const victimCookie = deviceCookieOf(await login(victim.email, PASSWORD, freshAddress()));
    const otherCookie = deviceCookieOf(await login(other.email, PASSWORD, freshAddress()));
    await attackFromTenAddresses(victim.email);

    const [, victimDevice, victimSignature] = victimCookie.split('.');
    const [, otherDevice, otherSignature] = otherCookie.split('.');
    const flipped = `${victimSignature!.slice(0, -1)}${victimSignature!.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = {
      "another account's cookie": otherCookie,
      "another account's device and signature under the victim's id": `${victim.userId}.${otherDevice}.${otherSignature}`,
      'a changed signature': `${victim.userId}.${victimDevice}.${flipped}`,
      'no signature': `${victim.userId}.${victimDevice}`,
      'signed with another secret': `${victim.userId}.${victimDevice}.${signToken('not-the-session-secret-0123456789', 'known-device', `${victim.userId}.${victimDevice}`)}`,
      'signed for another purpose': `${victim.userId}.${victimDevice}.${signToken(harness.config.sessionSecret, 'email-confirm', `${victim.userId}.${victimDevice}`)}`,
      garbage: '~~..~.x.~',
      'too long': `${victimCookie}~`.repeat(200),
    };
    for (const [label, cookie] of Object.entries(forgeries)) {
      const answer = await login(victim.email, PASSWORD, freshAddress(), cookie);
      expect(answer.statusCode, label).toBe(403);
    }
    // The real one, for contrast.
    expect((await login(victim.email, PASSWORD, freshAddress(), victimCookie)).statusCode).toBe(200);
  });

  it('a cookie naming several accounts is trusted for each of them', async () => {
    const first = await register(harness.app);
    const second = await register(harness.app);
    const once = deviceCookieOf(await login(first.email, PASSWORD, freshAddress()));
    const both = deviceCookieOf(await login(second.email, PASSWORD, freshAddress(), once));
    await attackFromTenAddresses(first.email);
    await attackFromTenAddresses(second.email);
    expect((await login(first.email, PASSWORD, freshAddress(), both)).statusCode).toBe(200);
    expect((await login(second.email, PASSWORD, freshAddress(), both)).statusCode).toBe(200);
  });

  it('keeps the counts atomic: 30 concurrent wrong passwords with a known device check at most 5 + 5 passwords', async () => {
    const { email } = await register(harness.app);
    const owner = deviceCookieOf(await login(email, PASSWORD, freshAddress()));
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(email, WRONG, from, owner)));
    // 5 checked as the known device, then 5 as any browser from that address; the rest refused unchecked.
    expect(statuses(answers)).toEqual({
      401: FAILED_LOGINS_PER_DEVICE.max + FAILED_LOGINS_PER_EMAIL_AND_ADDRESS.max,
      429: 30 - FAILED_LOGINS_PER_DEVICE.max - FAILED_LOGINS_PER_EMAIL_AND_ADDRESS.max,
    });
  });

  it('keeps the email limit atomic: 60 concurrent guesses from 60 addresses check at most 50 passwords', async () => {
    const { email } = await register(harness.app);
    const answers = await Promise.all(Array.from({ length: 60 }, () => login(email, WRONG, freshAddress())));
    expect(statuses(answers)).toEqual({
      401: FAILED_LOGINS_PER_EMAIL.max,
      403: 60 - FAILED_LOGINS_PER_EMAIL.max,
    });
    expect(FAILED_LOGINS_PER_ADDRESS.max).toBeGreaterThan(1);
  });
});
