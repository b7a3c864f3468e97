import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { PASSWORD, register, uniqueEmail } from './helpers/accounts.ts';
import { subjectOf, waitForEmails } from './helpers/outbox.ts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

const harness = useTestApp();

let address = 0;
/** Each test registers from its own address so the per-address limit stays out of the way. */
function post(payload: unknown, url = '/proxy/deviceOwner/registerOwner') {
  address += 1;
  return harness.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: `10.1.0.${address}` });
}

const valid = () => ({
  firstName: 'Ann',
  lastName: 'Owner',
  email: uniqueEmail(),
  password: PASSWORD,
  privacyConsent: true,
});

describe('POST /proxy/deviceOwner/registerOwner', () => {
  it('creates the account with the SPEC message and the session view', async () => {
    const input = valid();
    const response = await post(input);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('user Ann Owner Registration successful');
    expect(body.data).toEqual({
      userId: expect.stringMatching(/^usr_/),
      username: input.email.split('@')[0],
      email: input.email,
    });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
  });

  it('stores an argon2id hash, never the password, and records consent with its time', async () => {
    const input = { ...valid(), marketingConsent: true };
    await post(input);
    const result = await harness.app.db.execute(
      sql`select password_hash, privacy_consent_at, marketing_consent, marketing_consent_at, role from users where email = ${input.email}`,
    );
    const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(String(row?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(row?.password_hash)).not.toContain(PASSWORD);
    expect(row?.privacy_consent_at).toBeTruthy();
    expect(row?.marketing_consent).toBe(true);
    expect(row?.marketing_consent_at).toBeTruthy();
    expect(row?.role).toBe('owner');
  });

  it('sends a welcome email', async () => {
    const input = valid();
    await post(input);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const files = await readdir(join(harness.config.dataDir, 'outbox'));
    expect(files.length).toBeGreaterThan(0);
  });

  it('trims the email and compares it without case', async () => {
    const email = uniqueEmail('Case');
    const first = await post({ ...valid(), email: `  ${email.toUpperCase()}  ` });
    expect(first.json().data.email).toBe(email.toLowerCase());
    const again = await post({ ...valid(), email: email.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ACCOUNT_MESSAGES.emailTaken);
  });

  it('lets only one of two simultaneous registrations of one email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([post({ ...valid(), email }), post({ ...valid(), email: email.toUpperCase() })]);
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it.each(['firstName', 'lastName', 'email', 'password'])(
    'refuses a missing %s with "Please fill in all required fields."',
    async (field) => {
      const input: Record<string, unknown> = valid();
      delete input[field];
      const response = await post(input);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill in all required fields.');
      expect(response.json().errors).toContainEqual({ field, message: 'Please fill in all required fields.' });
    },
  );

  it('refuses blank names made of spaces', async () => {
    const response = await post({ ...valid(), firstName: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please fill in all required fields.');
  });

  it.each(['not-an-email', 'a@', '@b.com', 'a b@c.com', `${'x'.repeat(250)}@example.org`])(
    'refuses the email %s',
    async (email) => {
      const response = await post({ ...valid(), email });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ACCOUNT_MESSAGES.invalidEmail);
    },
  );

  it.each([
    ['eight ch', 'Abcdef12'],
    ['no capital', 'abcdefgh1'],
    ['no digit', 'Abcdefghi'],
    ['too long', `A1${'b'.repeat(127)}`],
  ])('refuses a weak password (%s)', async (_label, password) => {
    const response = await post({ ...valid(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.weakPassword);
  });

  it('accepts a password of exactly 9 characters with a capital and a digit, and one of 128', async () => {
    expect((await post({ ...valid(), password: 'Abcdefg12' })).statusCode).toBe(200);
    expect((await post({ ...valid(), password: `A1${'b'.repeat(126)}` })).statusCode).toBe(200);
  });

  it('refuses when privacy consent is false', async () => {
    const response = await post({ ...valid(), privacyConsent: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.privacyConsentRequired);
  });

  it('refuses names over 50 characters', async () => {
    const response = await post({ ...valid(), lastName: 'x'.repeat(51) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.nameTooLong);
  });

  it.each([
    ['a link', 'Claim your prize at https://spam.example'],
    ['digits', 'Ann2'],
    ['markup', '<img src=x>'],
    ['punctuation only', "- '"],
    ['a new line', 'Ann\nBcc: x@example.org'],
    ['an emoji', 'Ann 🎉'],
  ])('refuses a name with %s: only letters, spaces, hyphens and apostrophes', async (_label, firstName) => {
    const response = await post({ ...valid(), firstName });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ACCOUNT_MESSAGES.nameCharacters);
    expect(response.json().errors).toContainEqual({ field: 'firstName', message: ACCOUNT_MESSAGES.nameCharacters });
  });

  it.each([
    ['Zoë'],
    ['José'],
    ['Jose\u0301'],
    ['Anne-Marie'],
    ["O'Brien"],
    ['O’Brien'],
    ['Mary Ann'],
    ['山田'],
    ['Ольга'],
    ['नमस्ते'],
  ])('accepts the name %s', async (firstName) => {
    const response = await post({ ...valid(), firstName });
    expect(response.statusCode).toBe(200);
  });

  it('never puts the name in the subject of the welcome email', async () => {
    const input = { ...valid(), firstName: 'Zebedee', lastName: 'Quill' };
    await post(input);
    const [eml] = await waitForEmails(harness.config.dataDir, input.email);
    const subject = subjectOf(eml as string);
    expect(subject).toMatch(/ReCircuit/);
    expect(subject).not.toMatch(/Zebedee|Quill/);
    expect(eml).toContain('Hello Zebedee');
  });

  it('reads the SPEC query-string form, and the body wins over the query', async () => {
    const email = uniqueEmail('query');
    const query = new URLSearchParams({ firstName: 'Q', lastName: 'S', email, password: PASSWORD });
    const fromQuery = await post(undefined, `/proxy/deviceOwner/registerOwner?${query}`);
    expect(fromQuery.statusCode).toBe(200);
    expect(fromQuery.json().message).toBe('user Q S Registration successful');

    const bodyWins = await post(
      { firstName: 'Body' },
      `/proxy/deviceOwner/registerOwner?${new URLSearchParams({ firstName: 'Query', lastName: 'S', email: uniqueEmail(), password: PASSWORD })}`,
    );
    expect(bodyWins.json().message).toBe('user Body S Registration successful');
  });

  it.each([
    ['numbers for names', { firstName: 12, lastName: 34 }],
    ['an object for the email', { email: { $ne: null } }],
    ['a string for consent', { privacyConsent: 'yes' }],
    ['SQL in the email', { email: "x'; drop table users; --@example.org" }],
  ])('answers hostile input (%s) with 400, never 500', async (_label, overrides) => {
    const response = await post({ ...valid(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(400);
  });

  it('answers a JSON array body with 400', async () => {
    const response = await post([1, 2, 3]);
    expect(response.statusCode).toBe(400);
  });

  it('limits registrations per address with 429 and Retry-After', async () => {
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await harness.app.inject({
        method: 'POST',
        url: '/proxy/deviceOwner/registerOwner',
        payload: valid(),
        remoteAddress: '10.2.2.2',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the account after a restart of the database connection', async () => {
    const { email, userId } = await register(harness.app, { email: uniqueEmail('kept') });
    const rows = await harness.app.db.execute(sql`select id from users where email = ${email}`);
    expect((rows as unknown as { rows: { id: string }[] }).rows[0]?.id).toBe(userId);
  });
});
