import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { uniqueEmail } from './helpers/accounts.ts';
import { subjectOf } from './helpers/outbox.ts';

let harness: TestApp;
let outbox: string;
beforeAll(async () => {
  harness = await createTestApp();
  outbox = join(harness.config.dataDir, 'outbox');
});
afterAll(() => harness.close());
beforeEach(() => rm(outbox, { recursive: true, force: true }));

let address = 0;
async function subscribe(payload: Record<string, unknown> | undefined, query = '') {
  address += 1;
  const response = await harness.app.inject({
    method: 'POST',
    url: `/proxy/subscription/subscribe${query}`,
    payload,
    remoteAddress: `10.7.${Math.floor(address / 250)}.${address % 250}`,
  });
  return { status: response.statusCode, body: response.json() as { message: string } };
}
async function emails(): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  return Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
}
/** The link of the given kind in a (quoted-printable) email. */
function linkIn(eml: string, kind: 'confirm' | 'unsubscribe'): string {
  const flat = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = flat.match(new RegExp(`https?://[^\\s"<>]+/proxy/subscription/${kind}\\?token=[A-Za-z0-9_.-]+`));
  if (!match) throw new Error(`no ${kind} link`);
  return match[0];
}
async function follow(link: string) {
  const url = new URL(link);
  return harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}
async function statusOf(email: string) {
  const result = await harness.app.db.execute(
    sql`select status, confirmed_at, consent_requested_at, news_consent from subscribers where email = ${email}`,
  );
  return (
    result as unknown as {
      rows: { status: string; confirmed_at: Date | null; consent_requested_at: Date; news_consent: boolean }[];
    }
  ).rows[0];
}

describe('POST /proxy/subscription/subscribe', () => {
  it('records a pending subscriber and sends a branded confirmation email with an unsubscribe link', async () => {
    const email = uniqueEmail('news');
    const response = await subscribe({ firstName: 'Ann', lastName: 'Owner', email, privacyConsent: true });
    expect(response).toEqual({ status: 200, body: { code: 200, message: 'Email sent successfully', data: null } });
    expect((await statusOf(email))?.status).toBe('pending');
    const [eml] = await emails();
    expect(eml).toContain(`To: ${email}`);
    expect(eml).toContain('Subject: Please confirm your ReCircuit subscription');
    expect(eml).toContain('List-Unsubscribe:');
    expect(eml).toContain('text/html');
    expect(eml).toContain('text/plain');
    linkIn(eml as string, 'confirm');
    linkIn(eml as string, 'unsubscribe');
  });

  it('keeps names out of the subject, and accepts names in any script with hyphens and apostrophes', async () => {
    const email = uniqueEmail('subject');
    const response = await subscribe({ firstName: 'Zoë-Ann', lastName: 'O’Brien', email, privacyConsent: true });
    expect(response.status).toBe(200);
    const [eml] = await emails();
    const subject = subjectOf(eml as string);
    expect(subject).toBe('Please confirm your ReCircuit subscription');
    expect(subject).not.toMatch(/Zoë|Brien/);
  });

  it('greets by the first word of the first name only, at most 40 characters', async () => {
    const sentence = uniqueEmail('sentence');
    await subscribe({
      firstName: 'Your account is locked call',
      lastName: 'Now',
      email: sentence,
      privacyConsent: true,
    });
    const [first] = await emails();
    const readable = (first as string).replace(/=\r?\n/g, '');
    expect(readable).toContain('Hello Your,');
    expect(readable).not.toMatch(/locked|Your account/);
    await rm(outbox, { recursive: true, force: true });

    const long = uniqueEmail('long');
    await subscribe({ firstName: `${'A'.repeat(45)} B`, lastName: 'Now', email: long, privacyConsent: true });
    const [second] = await emails();
    const flat = (second as string).replace(/=\r?\n/g, '');
    expect(flat).toContain(`Hello ${'A'.repeat(40)},`);
    expect(flat).not.toContain('A'.repeat(41));
  });

  it('records the optional news consent only when it is given, and names it in the email', async () => {
    const without = uniqueEmail('plain');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email: without, privacyConsent: true });
    expect((await statusOf(without))?.news_consent).toBe(false);
    expect((await emails())[0]).not.toContain('new services and offers');
    await rm(outbox, { recursive: true, force: true });

    const withNews = uniqueEmail('offers');
    await subscribe(
      undefined,
      `?firstName=Ann&lastName=Owner&email=${encodeURIComponent(withNews)}&privacyConsent=true&news=true`,
    );
    expect((await statusOf(withNews))?.news_consent).toBe(true);
    expect((await emails())[0]).toContain('new services and offers');
  });

  it('refuses a news consent that is not a yes or no, and records nothing', async () => {
    const email = uniqueEmail('odd');
    const response = await subscribe({
      firstName: 'Ann',
      lastName: 'Owner',
      email,
      privacyConsent: true,
      news: 'maybe',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please say yes or no to news about new services and offers');
    expect(await statusOf(email)).toBeUndefined();
    expect(await emails()).toEqual([]);
  });

  it("keeps a confirmed subscriber's news choice when someone subscribes the address again", async () => {
    const email = uniqueEmail('keep');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email, news: true });
    await follow(linkIn((await emails())[0] as string, 'confirm'));
    await subscribe({ firstName: 'Mallory', lastName: 'Other', email, news: false });
    expect((await statusOf(email))?.news_consent).toBe(true);
  });

  it('confirms through the link (double opt-in), recording the time', async () => {
    const email = uniqueEmail('confirm');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    const response = await follow(linkIn((await emails())[0] as string, 'confirm'));
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/?subscription=confirmed');
    const row = await statusOf(email);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmed_at).toBeTruthy();
  });

  it('unsubscribes through the link in the email', async () => {
    const email = uniqueEmail('leave');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    const eml = (await emails())[0] as string;
    await follow(linkIn(eml, 'confirm'));
    const response = await follow(linkIn(eml, 'unsubscribe'));
    expect(response.headers.location).toBe('/?subscription=unsubscribed');
    expect((await statusOf(email))?.status).toBe('unsubscribed');
    // A stale confirm link does not re-subscribe.
    expect((await follow(linkIn(eml, 'confirm'))).headers.location).toBe('/?subscription=invalid');
  });

  it('refuses tampered and foreign tokens', async () => {
    const email = uniqueEmail('tamper');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    const confirm = linkIn((await emails())[0] as string, 'confirm');
    const token = new URL(confirm).searchParams.get('token') as string;
    const [id, signature] = token.split('.');
    for (const forged of [`${id}.${'A'.repeat(32)}`, `sub_other.${signature}`, 'garbage', '']) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/proxy/subscription/confirm?token=${encodeURIComponent(forged)}`,
      });
      expect(response.headers.location).toBe('/?subscription=invalid');
    }
    // An unsubscribe token cannot confirm, and the other way round.
    const unsubscribeToken = new URL(linkIn((await emails())[0] as string, 'unsubscribe')).searchParams.get(
      'token',
    ) as string;
    expect(
      (await harness.app.inject({ method: 'GET', url: `/proxy/subscription/confirm?token=${unsubscribeToken}` }))
        .headers.location,
    ).toBe('/?subscription=invalid');
    expect((await statusOf(email))?.status).toBe('pending');
  });

  it('answers a repeat the same and sends no second email within an hour', async () => {
    const email = uniqueEmail('twice');
    const first = await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    const second = await subscribe({ firstName: 'Ann', lastName: 'Owner', email: email.toUpperCase() });
    expect(second).toEqual(first);
    expect(await emails()).toHaveLength(1);
    await harness.app.db.execute(
      sql`update subscribers set last_email_at = now() - interval '61 minutes' where email = ${email}`,
    );
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    expect(await emails()).toHaveLength(2);
  });

  it('reveals nothing about a confirmed address, and sends it nothing', async () => {
    const email = uniqueEmail('known');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    await follow(linkIn((await emails())[0] as string, 'confirm'));
    await rm(outbox, { recursive: true, force: true });
    const again = await subscribe({ firstName: 'Mallory', lastName: 'X', email });
    const fresh = await subscribe({ firstName: 'Ann', lastName: 'Owner', email: uniqueEmail('new') });
    expect(again).toEqual(fresh);
    expect((await emails()).filter((eml) => eml.includes(email))).toHaveLength(0);
    expect((await statusOf(email))?.status).toBe('confirmed');
  });

  it('reads the SPEC query-string form', async () => {
    const email = uniqueEmail('query');
    const response = await subscribe(undefined, `?${new URLSearchParams({ firstName: 'Q', lastName: 'S', email })}`);
    expect(response.status).toBe(200);
    expect((await statusOf(email))?.status).toBe('pending');
  });

  it.each([
    [{ lastName: 'O', email: 'a@example.org' }, 'Please fill in all required fields.'],
    [{ firstName: 'A', email: 'a@example.org' }, 'Please fill in all required fields.'],
    [{ firstName: 'A', lastName: 'O' }, 'Please fill in all required fields.'],
    [{ firstName: ' ', lastName: 'O', email: 'a@example.org' }, 'Please fill in all required fields.'],
    [{ firstName: 'A', lastName: 'O', email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      { firstName: 'A', lastName: 'O', email: 'a@example.org', privacyConsent: false },
      'Please accept the privacy notice to subscribe',
    ],
    [{ firstName: 'A'.repeat(51), lastName: 'O', email: 'a@example.org' }, 'At most 50 characters'],
    [
      { firstName: 'Your parcel is held: pay at https://spam.example', lastName: 'O', email: 'a@example.org' },
      ACCOUNT_MESSAGES.nameCharacters,
    ],
    [{ firstName: 'A', lastName: 'Call 0800 000 000', email: 'a@example.org' }, ACCOUNT_MESSAGES.nameCharacters],
  ])('refuses %o with "%s" and sends nothing', async (payload, message) => {
    const response = await subscribe(payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await emails()).toHaveLength(0);
  });

  it('limits requests per address', async () => {
    let last;
    for (let i = 0; i < 11; i += 1) {
      last = await harness.app.inject({
        method: 'POST',
        url: '/proxy/subscription/subscribe',
        payload: { firstName: 'A', lastName: 'B', email: uniqueEmail('flood') },
        remoteAddress: '10.8.8.8',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['retry-after']).toBeDefined();
  });

  it('offers one-click unsubscribe by POST', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe({ firstName: 'Ann', lastName: 'Owner', email });
    const link = new URL(linkIn((await emails())[0] as string, 'unsubscribe'));
    const response = await harness.app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    expect(response.json()).toMatchObject({ data: { outcome: 'unsubscribed' } });
  });
});

describe('sitemap and robots', () => {
  it('list every public page with absolute URLs, and keep crawlers out of private ones', async () => {
    const sitemap = await harness.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/articles',
      '/articleDetail?id=4',
      '/about',
      '/recycling-guide',
      '/locations',
      '/recycle-now',
      '/privacy',
      '/terms',
      '/cookies',
    ]) {
      expect(sitemap.payload).toContain(`<loc>${harness.config.publicUrl}${path}</loc>`);
    }
    const robots = await harness.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.payload).toContain(`Sitemap: ${harness.config.publicUrl}/sitemap.xml`);
    expect(robots.payload).toContain('Disallow: /user/');
    // Each search is rendered on demand: crawlers are kept to the pages rendered ahead.
    expect(robots.payload).toContain('Disallow: /search\n');
  });
});
