import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, SERVER_MESSAGES, type Language } from '@recircuit/contract';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { PASSWORD, cookieValue, login, register, uniqueEmail } from './helpers/accounts.ts';
import { captureLog } from './helpers/log-capture.ts';
import { emailsTo, outboxEmails } from './helpers/outbox.ts';
import { readEmail, type ReadEmail } from './helpers/read-email.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

// docs/api.md, "Password reset". Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where
// the concurrent requests really run in parallel). Every line the app logs is kept: no token
// may appear in any of them.
const log = captureLog();
let app: FastifyInstance;
let config: Config;
let database: TestDatabase;
beforeAll(async () => {
  config = await testConfig({ LOG_LEVEL: 'trace' });
  database = await createTestDatabase();
  app = await buildApp(config, { database: database.handle, logStream: log.stream });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(config.dataDir, { recursive: true, force: true });
});

const NEW_PASSWORD = 'Brand-new-2026';
const RESET_SUBJECT = 'Choose a new ReCircuit password';
const CHANGED_SUBJECT = 'Your ReCircuit password was changed';
/** Every token a test got: none of them may reach the log. */
const issued: string[] = [];

let next = 0;
function freshAddress(): string {
  next += 1;
  return `10.62.${Math.floor(next / 250)}.${next % 250}`;
}

function forgot(payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: '/proxy/deviceOwner/forgot-password',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.address ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function reset(payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return app.inject({
    method: 'POST',
    url: '/proxy/deviceOwner/reset-password',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.address ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function mailsTo(email: string): Promise<ReadEmail[]> {
  return emailsTo(await outboxEmails(config.dataDir), email).map(readEmail);
}

async function waitForMail(email: string, test: (mail: ReadEmail) => boolean, count = 1): Promise<ReadEmail[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = (await mailsTo(email)).filter(test);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no such email to ${email}`);
}

const TOKEN_IN_LINK = /\/reset-password\?token=([A-Za-z0-9_-]+)/g;
function tokensIn(mails: ReadEmail[]): Set<string> {
  return new Set(mails.flatMap((mail) => [...mail.text.matchAll(TOKEN_IN_LINK)].map((match) => match[1] as string)));
}

/** Asks for a link and reads its token from the email that arrives. */
async function requestLink(email: string): Promise<string> {
  const before = tokensIn(await mailsTo(email));
  expect((await forgot({ email })).statusCode).toBe(200);
  for (let i = 0; i < 100; i += 1) {
    const fresh = [...tokensIn(await mailsTo(email))].filter((token) => !before.has(token));
    if (fresh[0]) {
      issued.push(fresh[0]);
      return fresh[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset link for ${email}`);
}

function loginStatus(email: string, password: string): Promise<number> {
  return app
    .inject({
      method: 'POST',
      url: '/proxy/deviceOwner/login',
      payload: { email, password },
      remoteAddress: freshAddress(),
    })
    .then((response) => response.statusCode);
}

function statuses(responses: { statusCode: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

describe('POST /proxy/deviceOwner/forgot-password', () => {
  it('emails a link to the reset page, valid one hour, and keeps only the SHA-256 of its token', async () => {
    const { email, userId } = await register(app);
    const answer = await forgot({ email });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 200, message: ACCOUNT_MESSAGES.resetLinkSent, data: null });
    expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);

    const [mail] = await waitForMail(email, (item) => item.subject === RESET_SUBJECT);
    const [token] = [...tokensIn([mail as ReadEmail])];
    issued.push(token as string);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail?.text).toContain('Hello Ann,');
    expect(mail?.text).toContain(`${config.publicUrl}/reset-password?token=${token}`);
    expect(mail?.text).toContain('it works once, for one hour');
    expect(mail?.text).toContain('If you did not ask for this, ignore this email');
    expect(mail?.html).toContain(`href="${config.publicUrl}/reset-password?token=${token}"`);
    expect(mail?.html).toContain('Choose a new password</a>');

    const stored = await rows<{ token_hash: string; created_at: Date; expires_at: Date; used_at: Date | null }>(
      sql`select token_hash, created_at, expires_at, used_at from password_resets where user_id = ${userId}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toBe(sha256(token as string));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]?.used_at).toBeNull();
    const lifetime = new Date(stored[0]!.expires_at).getTime() - new Date(stored[0]!.created_at).getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);
  });

  it('answers an email without an account exactly the same, and sends nothing', async () => {
    const known = await register(app);
    const unknown = uniqueEmail('nobody');
    const forKnown = await forgot({ email: known.email });
    const forUnknown = await forgot({ email: unknown });
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
    expect(forUnknown.headers['cache-control']).toBe(forKnown.headers['cache-control']);
    await waitForMail(known.email, (mail) => mail.subject === RESET_SUBJECT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('sends at most 5 links an hour for one email, with or without an account, counted atomically', async () => {
    const { email } = await register(app);
    const unknown = uniqueEmail('nobody-limit');
    for (const address of [email, unknown]) {
      for (let i = 0; i < 5; i += 1) expect((await forgot({ email: address })).statusCode).toBe(200);
      const refused = await forgot({ email: address });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(ACCOUNT_MESSAGES.tooManyResetLinks);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    await waitForMail(email, (mail) => mail.subject === RESET_SUBJECT, 5);

    const burst = await register(app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => forgot({ email: burst.email })));
    expect(statuses(answers)).toEqual({ 200: 5, 429: 7 });
    const sent = await waitForMail(burst.email, (mail) => mail.subject === RESET_SUBJECT, 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await mailsTo(burst.email)).filter((mail) => mail.subject === RESET_SUBJECT)).toHaveLength(sent.length);
    expect(sent).toHaveLength(5);
  });

  it('takes at most 10 requests an hour from one address, whatever the email', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await forgot({ email: uniqueEmail('spray') }, { address })).statusCode).toBe(200);
    }
    const refused = await forgot({ email: uniqueEmail('spray') }, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(SERVER_MESSAGES.tooManyRequests);
  });

  it('refuses a missing or invalid email with a field error', async () => {
    for (const [payload, message] of [
      [{}, ACCOUNT_MESSAGES.requiredFields],
      [{ email: '' }, ACCOUNT_MESSAGES.requiredFields],
      [{ email: 'not-an-email' }, ACCOUNT_MESSAGES.invalidEmail],
      [{ email: 42 }, ACCOUNT_MESSAGES.requiredFields],
      [{ email: `${'a'.repeat(250)}@example.org` }, ACCOUNT_MESSAGES.invalidEmail],
    ] as const) {
      const answer = await forgot(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors?.[0]?.field).toBe('email');
      expect(answer.json().message).toBe(message);
    }
  });

  it('is answered in the language of the request', async () => {
    const answer = await forgot({ email: uniqueEmail('sprache') }, { headers: { cookie: 'lang=de-DE' } });
    expect(answer.json().message).toMatch(/^Falls ein Konto diese E-Mail-Adresse verwendet/);
  });

  it('refuses a write from another site, and one with a session cookie but no CSRF header', async () => {
    const foreign = await forgot({ email: uniqueEmail() }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    const signedIn = await login(app, (await register(app)).email);
    const noHeader = await forgot({ email: signedIn.email }, { headers: { cookie: signedIn.cookie } });
    expect(noHeader.statusCode).toBe(403);
    const withHeader = await forgot({ email: signedIn.email }, { headers: signedIn.writeHeaders });
    expect(withHeader.statusCode).toBe(200);
  });
});

describe('POST /proxy/deviceOwner/reset-password', () => {
  it('sets the password, ends every session of the account, signs this browser in and emails the owner', async () => {
    const { email, userId } = await register(app);
    const laptop = await login(app, email);
    const phone = await login(app, email);
    const verified = await rows<{ email_verified_at: Date | null }>(
      sql`select email_verified_at from users where id = ${userId}`,
    );
    expect(verified[0]?.email_verified_at).toBeNull();
    const token = await requestLink(email);

    const answer = await reset({ token, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/\bno-store\b/);
    const body = answer.json();
    expect(body.message).toBe(ACCOUNT_MESSAGES.passwordReset);
    expect(body.data).toMatchObject({ userId, email, language: 'en-GB', token: expect.any(String) });
    const sid = cookieValue(answer, 'sid');
    expect(sid).toBe(body.data.token);
    expect(cookieValue(answer, 'known_device')).toMatch(new RegExp(`^${userId}\\.`));

    for (const other of [laptop, phone]) {
      const check = await app.inject({
        method: 'GET',
        url: '/proxy/deviceOwner/test-cookie',
        headers: other.writeHeaders,
      });
      expect(check.statusCode).toBe(401);
    }
    const mine = await app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/test-cookie',
      cookies: { sid: sid as string },
    });
    expect(mine.statusCode).toBe(200);
    expect(await rows(sql`select id from sessions where user_id = ${userId}`)).toHaveLength(1);

    expect(await loginStatus(email, PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);

    const [changed] = await waitForMail(email, (mail) => mail.subject === CHANGED_SUBJECT);
    expect(changed?.text).toContain('Hello Ann,');
    expect(changed?.text).toContain('Every device that was signed in to your account has been signed out.');
    expect(changed?.text).toContain('Forgot password?');
    expect(changed?.html).toContain('Sign in to ReCircuit</a>');
    // The link proved the mailbox.
    const after = await rows<{ email_verified_at: Date | null }>(
      sql`select email_verified_at from users where id = ${userId}`,
    );
    expect(after[0]?.email_verified_at).not.toBeNull();
  });

  it('works once; using a link ends the other links of the account too', async () => {
    const { email } = await register(app);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await reset({ token: newer, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await reset({ token: newer, password: 'Another-pass-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.resetLinkUsed);
    const other = await reset({ token: older, password: 'Another-pass-1' });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(ACCOUNT_MESSAGES.resetLinkUsed);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('leaves an older link working when a newer one is asked for (someone asking again cannot spoil it)', async () => {
    const { email } = await register(app);
    const older = await requestLink(email);
    await requestLink(email);
    expect((await reset({ token: older, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('of concurrent uses of one link exactly one wins', async () => {
    const { email, userId } = await register(app);
    const token = await requestLink(email);
    const passwords = Array.from({ length: 6 }, (_, index) => `Concurrent-${index}-Pass`);
    const answers = await Promise.all(passwords.map((password) => reset({ token, password })));
    expect(statuses(answers)).toEqual({ 200: 1, 409: 5 });
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)] as string;
    expect(await loginStatus(email, winner)).toBe(200);
    for (const loser of passwords.filter((password) => password !== winner)) {
      expect(await loginStatus(email, loser)).toBe(401);
    }
    // Only the winner's browser (and the sign-in just above) holds a session.
    expect(await rows(sql`select id from sessions where user_id = ${userId}`)).toHaveLength(2);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { email, userId } = await register(app);
    const token = await requestLink(email);
    await app.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    const answer = await reset({ token, password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetLinkExpired);
    expect(cookieValue(answer, 'sid')).toBeUndefined();
    expect(await loginStatus(email, PASSWORD)).toBe(200);
    const stored = await rows<{ used_at: Date | null }>(
      sql`select used_at from password_resets where user_id = ${userId}`,
    );
    expect(stored[0]?.used_at).toBeNull();
  });

  it('refuses unknown and malformed tokens with clear words', async () => {
    const unknown = await reset({ token: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    for (const token of [undefined, '', 'short', `${'A'.repeat(42)}!`, 'A'.repeat(44), 42, ['A'.repeat(43)]]) {
      const answer = await reset({ token, password: NEW_PASSWORD });
      expect(answer.statusCode, JSON.stringify(token)).toBe(400);
      expect(answer.json().message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
      expect(answer.json().errors?.[0]?.field).toBe('token');
    }
  });

  it('holds the new password to the registration rule; a refused password leaves the link usable', async () => {
    const { email } = await register(app);
    const token = await requestLink(email);
    for (const password of [undefined, '', 'short1A', 'alllowercase1', 'NoDigitsHere', 'A1'.repeat(65)]) {
      const answer = await reset({ token, password });
      expect(answer.statusCode, String(password)).toBe(400);
      expect(answer.json().errors?.[0]?.field).toBe('password');
    }
    expect((await reset({ token, password: 'weakpass' })).json().message).toBe(ACCOUNT_MESSAGES.weakPassword);
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('takes at most 20 attempts an hour from one address', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      expect((await reset({ token: 'B'.repeat(43), password: NEW_PASSWORD }, { address })).statusCode).toBe(400);
    }
    const refused = await reset({ token: 'B'.repeat(43), password: NEW_PASSWORD }, { address });
    expect(refused.statusCode).toBe(429);
  });

  it('refuses a write from another site, and one with a session cookie but no CSRF header', async () => {
    const { email } = await register(app);
    const token = await requestLink(email);
    const foreign = await reset({ token, password: NEW_PASSWORD }, { headers: { origin: 'https://evil.example' } });
    expect(foreign.statusCode).toBe(403);
    const signedIn = await login(app, email);
    const noHeader = await reset({ token, password: NEW_PASSWORD }, { headers: { cookie: signedIn.cookie } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });
});

describe('the reset page and the logs', () => {
  it('sends Referrer-Policy: no-referrer on /reset-password, and other pages keep theirs', async () => {
    const page = await app.inject({ method: 'GET', url: '/reset-password?token=' + 'C'.repeat(43) });
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('never logs a token, from the link, the page or the form', async () => {
    expect(issued.length).toBeGreaterThan(5);
    await app.inject({ method: 'GET', url: `/reset-password?token=${issued[0]}` });
    await reset({ token: issued[0] });
    expect(log.lines.length).toBeGreaterThan(10);
    for (const token of issued) expect(log.lines.filter((line) => line.includes(token))).toEqual([]);
  });
});

describe('the emails in every language', () => {
  const expected: Record<Language, { reset: string; hello: string; changed: string; button: string }> = {
    'en-GB': {
      reset: RESET_SUBJECT,
      hello: 'Hello Your,',
      changed: CHANGED_SUBJECT,
      button: 'Choose a new password',
    },
    'de-DE': {
      reset: 'Neues ReCircuit-Passwort festlegen',
      hello: 'Guten Tag Your,',
      changed: 'Ihr ReCircuit-Passwort wurde geändert',
      button: 'Neues Passwort festlegen',
    },
    'fr-FR': {
      reset: 'Choisissez un nouveau mot de passe ReCircuit',
      hello: 'Bonjour Your,',
      changed: 'Votre mot de passe ReCircuit a été modifié',
      button: 'Choisir un nouveau mot de passe',
    },
    'zh-CN': {
      reset: '设置新的 ReCircuit 密码',
      hello: 'Your，您好：',
      changed: '您的 ReCircuit 密码已更改',
      button: '设置新密码',
    },
  };

  it.each(Object.keys(expected) as Language[])(
    '%s: both emails in the saved language, HTML and text, greeting by the first word of the first name only',
    async (language) => {
      const words = expected[language];
      // Whoever registers chooses the name; only its first word reaches the greeting.
      const { email, userId } = await register(app, { firstName: 'Your account is locked call' });
      await app.db.execute(sql`update users set language = ${language} where id = ${userId}`);
      const token = await requestLink(email);
      const [mail] = await waitForMail(email, (item) => item.subject === words.reset);
      expect(mail?.text).toContain(words.hello);
      expect(mail?.text).not.toContain('locked');
      expect(mail?.html).toContain(`${words.button}</a>`);
      expect(mail?.html).not.toContain('locked');
      expect(mail?.text).toContain(`/reset-password?token=${token}`);
      if (language !== 'en-GB') expect(`${mail?.text}${mail?.html}`).not.toMatch(/Hello|Choose|If you did not/);

      expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200);
      const [changed] = await waitForMail(email, (item) => item.subject === words.changed);
      expect(changed?.text).toContain(words.hello);
      expect(changed?.html).toContain('<a href=');
      if (language !== 'en-GB') expect(`${changed?.text}${changed?.html}`).not.toMatch(/Hello|was changed|signed out/);
    },
  );
});
