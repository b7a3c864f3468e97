import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { login, register, registerAndLogin, uniqueEmail } from './helpers/accounts.ts';
import { emailsTo, linkIn, outboxEmails, subjectOf, waitForEmails } from './helpers/outbox.ts';
import { CONFIRMATION_LINK_MS, confirmationToken } from '../src/modules/accounts/email-confirmation.ts';

const harness = useTestApp();

const CONFIRM_PATH = '/proxy/deviceOwner/confirm-email';

async function follow(link: string) {
  const url = new URL(link);
  return harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

async function verified(cookie: string): Promise<boolean> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/proxy/deviceOwner/currentUser',
    headers: { cookie },
  });
  return (response.json().data as { emailVerified: boolean }).emailVerified;
}

async function verifiedAt(userId: string): Promise<string | null> {
  const result = await harness.app.db.execute(
    sql`select email_verified_at::text as at from users where id = ${userId}`,
  );
  return (result as unknown as { rows: { at: string | null }[] }).rows[0]?.at ?? null;
}

function sendAgain(headers: Record<string, string>) {
  return harness.app.inject({ method: 'POST', url: '/proxy/deviceOwner/send-confirmation', headers });
}

describe('email confirmation', () => {
  it('registration sends a welcome email (HTML and text) whose link confirms the email once', async () => {
    const owner = await registerAndLogin(harness.app, { firstName: 'Rosa' });
    expect(await verified(owner.cookie)).toBe(false);

    const [eml] = await waitForEmails(harness.config.dataDir, owner.email);
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(subjectOf(eml as string)).toBe('Welcome to ReCircuit: please confirm your email');
    const link = linkIn(eml as string, CONFIRM_PATH);
    expect(link.startsWith(`${harness.config.publicUrl}${CONFIRM_PATH}?token=`)).toBe(true);

    const first = await follow(link);
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/?emailConfirmation=confirmed');
    expect(await verified(owner.cookie)).toBe(true);
    const at = await verifiedAt(owner.userId);
    expect(at).toBeTruthy();

    // Single use: the second click changes nothing.
    const again = await follow(link);
    expect(again.headers.location).toBe('/?emailConfirmation=invalid');
    expect(await verifiedAt(owner.userId)).toBe(at);
  });

  it("refuses a tampered token, another user's signature, junk, and no token, without a 500", async () => {
    const one = await register(harness.app);
    const two = await register(harness.app);
    const link = linkIn((await waitForEmails(harness.config.dataDir, one.email))[0] as string, CONFIRM_PATH);
    const token = new URL(link).searchParams.get('token') as string;
    const [, expires, signature] = token.split('.');
    const cases = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${two.userId}.${expires}.${signature}`,
      `${one.userId}.${(Number.parseInt(expires as string, 36) + 1000).toString(36)}.${signature}`,
      'junk',
      'a.b.c.d',
      '',
    ];
    for (const value of cases) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `${CONFIRM_PATH}?token=${encodeURIComponent(value)}`,
      });
      expect(response.statusCode, value).toBe(302);
      expect(response.headers.location, value).toBe('/?emailConfirmation=invalid');
    }
    expect((await harness.app.inject({ method: 'GET', url: CONFIRM_PATH })).headers.location).toBe(
      '/?emailConfirmation=invalid',
    );
    expect(await verifiedAt(one.userId)).toBeNull();
    expect(await verifiedAt(two.userId)).toBeNull();
  });

  it('says a link older than 48 hours has expired, and does not confirm', async () => {
    const { email, userId } = await register(harness.app);
    const stale = confirmationToken(
      harness.config.sessionSecret,
      { id: userId, email },
      Date.now() - CONFIRMATION_LINK_MS - 1000,
    );
    const response = await harness.app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=${stale}` });
    expect(response.headers.location).toBe('/?emailConfirmation=expired');
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('a link sent to an address the account no longer has does not confirm it', async () => {
    const { email, userId } = await register(harness.app);
    const token = confirmationToken(harness.config.sessionSecret, { id: userId, email: `other.${email}` });
    const response = await harness.app.inject({ method: 'GET', url: `${CONFIRM_PATH}?token=${token}` });
    expect(response.headers.location).toBe('/?emailConfirmation=invalid');
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('"Send the link again" needs a session, sends a working link, and is limited', async () => {
    expect((await sendAgain({})).statusCode).toBe(401);

    const owner = await registerAndLogin(harness.app);
    await waitForEmails(harness.config.dataDir, owner.email, 1);
    const sent = await sendAgain(owner.writeHeaders);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(ACCOUNT_MESSAGES.confirmationSent);
    const emails = await waitForEmails(harness.config.dataDir, owner.email, 2);
    const link = linkIn(emails[emails.length - 1] as string, CONFIRM_PATH);

    for (let i = 0; i < 2; i += 1) expect((await sendAgain(owner.writeHeaders)).statusCode).toBe(200);
    const limited = await sendAgain(owner.writeHeaders);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(emailsTo(await outboxEmails(harness.config.dataDir), owner.email)).toHaveLength(4);

    expect((await follow(link)).headers.location).toBe('/?emailConfirmation=confirmed');
    expect(await verified(owner.cookie)).toBe(true);
  });

  it('"Send the link again" for a confirmed email says so and sends nothing', async () => {
    const owner = await registerAndLogin(harness.app);
    const [eml] = await waitForEmails(harness.config.dataDir, owner.email);
    await follow(linkIn(eml as string, CONFIRM_PATH));
    const response = await sendAgain(owner.writeHeaders);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.emailAlreadyConfirmed);
    expect(emailsTo(await outboxEmails(harness.config.dataDir), owner.email)).toHaveLength(1);
  });

  it('a confirmed account still signs in with its password', async () => {
    const email = uniqueEmail('confirmed');
    await register(harness.app, { email });
    const [eml] = await waitForEmails(harness.config.dataDir, email);
    await follow(linkIn(eml as string, CONFIRM_PATH));
    expect((await login(harness.app, email)).userId).toBeTruthy();
  });
});
