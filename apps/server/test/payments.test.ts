import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES, SERVER_MESSAGES } from '@recircuit/contract';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import {
  call as callApp,
  deliver,
  erasure,
  localEvent,
  orderDetail,
  payLocally,
  placeOrder,
  retrieval,
  sessionIdOf,
} from './helpers/data-orders.ts';
import { captureLog } from './helpers/log-capture.ts';

const { stream: logStream, lines: lines } = captureLog();

let app: FastifyInstance;
let config: Config;
let database: TestDatabase;
beforeAll(async () => {
  config = await testConfig({ LOG_LEVEL: 'warn' });
  database = await createTestDatabase();
  app = await buildApp(config, { database: database.handle, logStream });
});
afterAll(async () => {
  await app.close();
  await database.destroy();
  await rm(config.dataDir, { recursive: true, force: true });
});

const call = (...args: Parameters<typeof callApp> extends [unknown, ...infer Rest] ? Rest : never) =>
  callApp(app, ...args);
const statuses = (detail: { history: { status: string }[] }) => detail.history.map((entry) => entry.status);

/** The plain words of an ASCII email, its quoted-printable soft line breaks joined. */
const unfolded = (eml: string) => eml.replace(/=\r?\n/g, '');

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function eventCount(): Promise<number> {
  const result = await app.db.execute(sql`select count(*)::int as n from payment_events`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

async function emailWithSubject(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(config.dataDir), to).find((eml) => subjectOf(eml) === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

describe('POST /proxy/api/payments/webhook/:provider', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await registerAndLogin(app);
  });

  it('refuses unsigned, tampered, wrongly signed, stale, future and unknown-provider events with 400, changing nothing', async () => {
    const order = await placeOrder(app, owner, retrieval());
    const sessionId = sessionIdOf(order.checkoutUrl as string);
    const good = localEvent(config, 'checkout.session.completed', sessionId);
    const before = await eventCount();
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      { ...good, headers: { 'content-type': 'application/json' } },
      { ...good, headers: { ...good.headers, 'stripe-signature': '' } },
      { ...good, rawBody: good.rawBody.replace('"paid"', '"paid" ') },
      localEvent(config, 'checkout.session.completed', sessionId, { secret: 'whsec_not_ours' }),
      localEvent(config, 'checkout.session.completed', sessionId, { timestamp: now - 400 }),
      // Signed for later: 400 s, a day, a year ahead (more than 5 minutes from now either way).
      localEvent(config, 'checkout.session.completed', sessionId, { timestamp: now + 400 }),
      localEvent(config, 'checkout.session.completed', sessionId, { timestamp: now + 24 * 60 * 60 }),
      localEvent(config, 'checkout.session.completed', sessionId, { timestamp: now + 365 * 24 * 60 * 60 }),
      { ...good, headers: { ...good.headers, 'stripe-signature': 't=1,v1=deadbeef' } },
    ];
    for (const attempt of attempts) {
      const response = await deliver(app, attempt);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('The event is not signed correctly');
    }
    for (const provider of ['stripe', 'paypal']) {
      const response = await deliver(app, good, provider);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Unknown payment provider');
    }
    expect(await eventCount()).toBe(before);
    const detail = await orderDetail(app, owner, order.orderId);
    expect(detail.status).toBe('Awaiting payment');
    expect(statuses(detail)).toEqual(['Awaiting payment']);
    // The good one still works afterwards.
    expect((await deliver(app, good)).status).toBe(200);
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting device');
  });

  it('marks a paid order Awaiting device with paidAt, emails "payment received", and processes a replay once', async () => {
    const order = await placeOrder(app, owner, erasure('certified'));
    const event = localEvent(config, 'checkout.session.completed', sessionIdOf(order.checkoutUrl as string));
    const first = await deliver(app, event);
    expect(first).toMatchObject({ status: 200, body: { data: { duplicate: false } } });
    const detail = await orderDetail(app, owner, order.orderId);
    expect(detail.status).toBe('Awaiting device');
    expect(detail.paidAt).toEqual(expect.any(String));
    expect(statuses(detail)).toEqual(['Awaiting payment', 'Awaiting device']);
    const email = await emailWithSubject(owner.email, `Payment received for ${order.orderNumber}`);
    expect(email).toContain('9.99');

    const replay = await deliver(app, event);
    expect(replay).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    // A second event for the same paid checkout (a retry with a new id) changes nothing either.
    expect(
      (await deliver(app, localEvent(config, 'checkout.session.completed', sessionIdOf(order.checkoutUrl as string))))
        .status,
    ).toBe(200);
    expect(statuses(await orderDetail(app, owner, order.orderId))).toEqual(['Awaiting payment', 'Awaiting device']);
  });

  it('waits for async_payment_succeeded when checkout completes unpaid; a failed one leaves the order payable', async () => {
    const order = await placeOrder(app, owner, retrieval());
    const sessionId = sessionIdOf(order.checkoutUrl as string);
    await deliver(app, localEvent(config, 'checkout.session.completed', sessionId, { paymentStatus: 'unpaid' }));
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting payment');
    expect((await deliver(app, localEvent(config, 'checkout.session.async_payment_succeeded', sessionId))).status).toBe(
      200,
    );
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting device');

    const failing = await placeOrder(app, owner, retrieval());
    const failingSession = sessionIdOf(failing.checkoutUrl as string);
    await deliver(app, localEvent(config, 'checkout.session.completed', failingSession, { paymentStatus: 'unpaid' }));
    await deliver(app, localEvent(config, 'checkout.session.async_payment_failed', failingSession));
    const detail = await orderDetail(app, owner, failing.orderId);
    expect(detail.status).toBe('Awaiting payment');
    expect(statuses(detail)).toEqual(['Awaiting payment']);
    const page = await app.inject({ method: 'GET', url: new URL(failing.checkoutUrl as string).pathname });
    expect(page.statusCode).toBe(410);
    const again = await call('POST', '/proxy/api/payments/checkout', owner, {
      orderId: failing.orderId,
      startNow: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.checkoutUrl).not.toBe(failing.checkoutUrl);
  });

  it('keeps an expired checkout’s order Awaiting payment, payable again through a new checkout', async () => {
    const order = await placeOrder(app, owner, retrieval({ dataSize: 1000 }));
    const expired = sessionIdOf(order.checkoutUrl as string);
    expect((await deliver(app, localEvent(config, 'checkout.session.expired', expired))).status).toBe(200);
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting payment');

    const fresh = await call('POST', '/proxy/api/payments/checkout', owner, { orderId: order.orderId, startNow: true });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.price).toBe(79.99);
    expect(fresh.body.data.checkoutUrl).not.toBe(order.checkoutUrl);
    expect((await payLocally(app, config, fresh.body.data.checkoutUrl)).status).toBe(200);
    const detail = await orderDetail(app, owner, order.orderId);
    expect(detail.status).toBe('Awaiting device');
    expect(statuses(detail)).toEqual(['Awaiting payment', 'Awaiting device']);

    const paidAlready = await call('POST', '/proxy/api/payments/checkout', owner, {
      orderId: order.orderId,
      startNow: true,
    });
    expect(paidAlready.status).toBe(409);
    expect(paidAlready.body.message).toBe(DATA_MESSAGES.notPayable);
  });

  it('refunds a payment for a cancelled order through the provider, audited and emailed, once, with no personal data in the log', async () => {
    const order = await placeOrder(app, owner, retrieval({ deviceName: 'Secret Phone' }));
    expect((await call('POST', `/proxy/api/data-retrieval/order/${order.orderId}/cancel`, owner)).status).toBe(200);
    const before = await eventCount();
    const lateEvent = localEvent(config, 'checkout.session.completed', sessionIdOf(order.checkoutUrl as string));
    const late = await deliver(app, lateEvent);
    expect(late.status).toBe(200);
    expect(await eventCount()).toBe(before + 1);
    const detail = await orderDetail(app, owner, order.orderId);
    expect(detail.status).toBe('Cancelled');
    expect(detail.paidAt).toBeNull();
    expect(statuses(detail)).toEqual(['Awaiting payment', 'Cancelled']);

    const email = await emailWithSubject(owner.email, `Refund of £49.99 for ${order.orderNumber}`);
    expect(unfolded(email)).toContain('after the order had been cancelled');
    const refunds = await rowsOf(
      sql`select status, reason, amount_pence, provider, provider_refund_id from payment_refunds where order_id = ${order.orderId}`,
    );
    expect(refunds).toEqual([
      {
        status: 'refunded',
        reason: 'order-cancelled',
        amount_pence: 4999,
        provider: 'local',
        provider_refund_id: expect.stringMatching(/^re_local_rfd_/),
      },
    ]);
    const audit = await rowsOf(
      sql`select actor_id, action, detail from audit_log where subject = ${`data-order:${order.orderId}`}`,
    );
    expect(audit).toEqual([
      {
        actor_id: null,
        action: 'payment.refund',
        detail: expect.objectContaining({ amountPence: 4999, reason: 'order-cancelled', provider: 'local' }),
      },
    ]);

    // The provider retries the event, or sends another about the same session: nothing more is refunded.
    expect((await deliver(app, lateEvent)).body.data.duplicate).toBe(true);
    expect(
      (await deliver(app, localEvent(config, 'checkout.session.completed', sessionIdOf(order.checkoutUrl as string))))
        .status,
    ).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsOf(sql`select id from payment_refunds where order_id = ${order.orderId}`)).toHaveLength(1);
    expect(
      emailsTo(await outboxEmails(config.dataDir), owner.email).filter((eml) => subjectOf(eml).startsWith('Refund')),
    ).toHaveLength(1);
    const logged = lines.filter((line) => line.includes(order.orderId));
    expect(logged.join('\n')).not.toContain(owner.email);
    expect(logged.join('\n')).not.toContain('Secret Phone');
    expect(lines.some((line) => line.includes('refund needed'))).toBe(false);
  });
});

describe('POST /proxy/api/payments/checkout', () => {
  it('is for the owner of an order awaiting payment', async () => {
    const owner = await registerAndLogin(app);
    const other = await registerAndLogin(app);
    const order = await placeOrder(app, owner, retrieval());
    const url = '/proxy/api/payments/checkout';
    expect((await call('POST', url, undefined, { orderId: order.orderId, startNow: true })).status).toBe(401);
    expect((await call('POST', url, other, { orderId: order.orderId, startNow: true })).status).toBe(403);
    expect((await call('POST', url, owner, { orderId: 'dor_nothing', startNow: true })).status).toBe(404);
    const missing = await call('POST', url, owner, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.[0]?.field).toBe('orderId');
    const noCsrf = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: owner.cookie },
      payload: { orderId: order.orderId },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    // A new checkout closes the older one, so one order cannot be paid twice through two tabs.
    const fresh = await call('POST', url, owner, { orderId: order.orderId, startNow: true });
    expect(fresh.status).toBe(200);
    const old = await app.inject({ method: 'GET', url: new URL(order.checkoutUrl as string).pathname });
    expect(old.statusCode).toBe(410);
    const free = await placeOrder(app, owner, erasure('standard'));
    expect((await call('POST', url, owner, { orderId: free.orderId, startNow: true })).status).toBe(409);
  });

  it("needs the owner's express request to start within the cancellation period, and keeps when it was made", async () => {
    const owner = await registerAndLogin(app);
    const order = await placeOrder(app, owner, retrieval());
    const url = '/proxy/api/payments/checkout';
    for (const startNow of [undefined, false, 'true', 1]) {
      const refused = await call('POST', url, owner, { orderId: order.orderId, startNow });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]).toMatchObject({ field: 'startNow', message: DATA_MESSAGES.startNowRequired });
    }
    const detailUrl = `/proxy/api/data-retrieval/order/${order.orderId}`;
    expect((await call('GET', detailUrl, owner)).body.data.startRequestedAt).toBeNull();
    const before = Date.now();
    expect((await call('POST', url, owner, { orderId: order.orderId, startNow: true })).status).toBe(200);
    const asked = Date.parse((await call('GET', detailUrl, owner)).body.data.startRequestedAt as string);
    expect(asked).toBeGreaterThanOrEqual(before - 1000);
    expect(asked).toBeLessThanOrEqual(Date.now());
  });
});

describe('extending hosting', () => {
  async function paidRetrieval(owner: SignedIn, storageDuration = 3) {
    const order = await placeOrder(app, owner, retrieval({ storageDuration }));
    await payLocally(app, config, order.checkoutUrl as string);
    return order;
  }
  const extend = (owner: SignedIn, orderId: string, months: number) =>
    call('POST', `/proxy/api/data-retrieval/order/${orderId}/extend`, owner, { months });

  it('adds months only once the provider says they are paid; a new extension replaces the one waiting for payment', async () => {
    const owner = await registerAndLogin(app);
    const order = await paidRetrieval(owner);
    const checkout = await extend(owner, order.orderId, 2);
    expect(checkout.status).toBe(200);
    expect(checkout.body.data.price).toBe(9.98);
    let detail = await orderDetail(app, owner, order.orderId);
    // The checkout waiting for payment does not lower what can be chosen: choosing replaces it.
    expect(detail).toMatchObject({ storageDuration: 3, extensionPending: true, extendableMonths: 3 });
    // Asking again for the same months gives the same checkout.
    expect((await extend(owner, order.orderId, 2)).body.data.checkoutUrl).toBe(checkout.body.data.checkoutUrl);
    // Other months replace it: the old one can no longer be paid.
    const instead = await extend(owner, order.orderId, 1);
    expect(instead.status).toBe(200);
    expect(instead.body.data.checkoutUrl).not.toBe(checkout.body.data.checkoutUrl);
    expect(
      (await app.inject({ method: 'GET', url: new URL(checkout.body.data.checkoutUrl).pathname })).statusCode,
    ).toBe(410);
    expect(
      await rowsOf(sql`select months from payment_checkouts where order_id = ${order.orderId} and status = 'open'`),
    ).toEqual([{ months: 1 }]);

    await payLocally(app, config, instead.body.data.checkoutUrl);
    detail = await orderDetail(app, owner, order.orderId);
    expect(detail).toMatchObject({
      storageDuration: 4,
      extensionPending: false,
      extendableMonths: 2,
      status: 'Awaiting device',
    });
    await emailWithSubject(owner.email, `Payment received for ${order.orderNumber}`);
    const past = await extend(owner, order.orderId, 3);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(DATA_MESSAGES.extendTooFar);
    expect(past.body.errors).toEqual([{ field: 'months', message: DATA_MESSAGES.extendTooFar }]);
    const last = await extend(owner, order.orderId, 2);
    expect(last.status).toBe(200);
    await payLocally(app, config, last.body.data.checkoutUrl);
    detail = await orderDetail(app, owner, order.orderId);
    expect(detail).toMatchObject({ storageDuration: 6, extendableMonths: 0 });
    expect((await extend(owner, order.orderId, 1)).status).toBe(400);
  });

  it('moves the end of hosting of a completed order, and never passes six months even if paid twice', async () => {
    const owner = await registerAndLogin(app);
    const order = await paidRetrieval(owner, 4);
    const expiresAt = new Date('2030-01-31T12:00:00.000Z');
    await app.db.execute(
      sql`update data_orders set status = 'Completed', completed_at = now(), expires_at = ${expiresAt}, expiry_reminder_sent_at = now() where id = ${order.orderId}`,
    );
    const one = await extend(owner, order.orderId, 1);
    const other = await extend(owner, order.orderId, 1);
    expect(other.body.data.checkoutUrl).toBe(one.body.data.checkoutUrl);
    await payLocally(app, config, one.body.data.checkoutUrl);
    let detail = await orderDetail(app, owner, order.orderId);
    expect(detail).toMatchObject({ status: 'Completed', storageDuration: 5, expiresAt: '2030-02-28T12:00:00.000Z' });
    const reminder = await app.db.execute(
      sql`select expiry_reminder_sent_at from data_orders where id = ${order.orderId}`,
    );
    expect(
      (reminder as unknown as { rows: { expiry_reminder_sent_at: unknown }[] }).rows[0]?.expiry_reminder_sent_at,
    ).toBeNull();

    // Months that would pass six when paid (hosting grew meanwhile) are refunded, the others added.
    const two = await extend(owner, order.orderId, 1);
    await app.db.execute(sql`update data_orders set storage_months = 6 where id = ${order.orderId}`);
    await payLocally(app, config, two.body.data.checkoutUrl);
    detail = await orderDetail(app, owner, order.orderId);
    expect(detail.storageDuration).toBe(6);
    expect(detail.expiresAt).toBe('2030-02-28T12:00:00.000Z');
    await emailWithSubject(owner.email, `Refund of £4.99 for ${order.orderNumber}`);
    expect(
      await rowsOf(sql`select reason, months, amount_pence from payment_refunds where order_id = ${order.orderId}`),
    ).toEqual([{ reason: 'hosting-limit', months: 1, amount_pence: 499 }]);
  });

  it('adds what fits of an extension and refunds the months past six', async () => {
    const owner = await registerAndLogin(app);
    const order = await paidRetrieval(owner, 4);
    const checkout = await extend(owner, order.orderId, 2);
    await app.db.execute(sql`update data_orders set storage_months = 5 where id = ${order.orderId}`);
    await payLocally(app, config, checkout.body.data.checkoutUrl);
    expect((await orderDetail(app, owner, order.orderId)).storageDuration).toBe(6);
    const email = await emailWithSubject(owner.email, `Refund of £4.99 for ${order.orderNumber}`);
    expect(unfolded(email)).toContain('1 month of your payment could not be added');
    expect(
      await rowsOf(sql`select reason, months, amount_pence from payment_refunds where order_id = ${order.orderId}`),
    ).toEqual([{ reason: 'hosting-limit', months: 1, amount_pence: 499 }]);
  });
});

describe('the local provider’s checkout page', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await registerAndLogin(app);
  });
  const formToken = (html: string) => html.match(/name="formToken" value="([^"]+)"/)?.[1] as string;

  it('says plainly that no money moves, with the order, the amount, and Pay and Cancel forms, and no script', async () => {
    const order = await placeOrder(app, owner, retrieval({ dataSize: 64.01 }));
    const path = new URL(order.checkoutUrl as string).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.payload).toContain('<html lang="en-GB">');
    expect(page.payload).toContain('name="viewport"');
    expect(page.payload).toContain('Test payment: no money moves');
    expect(page.payload).toContain(order.orderNumber);
    expect(page.payload).toContain('£49.99');
    expect(page.payload).toContain(`action="${path}/pay"`);
    expect(page.payload).toContain(`action="${path}/cancel"`);
    expect(page.payload).not.toMatch(/<script/i);
    expect(page.payload).not.toMatch(/ on[a-z]+=/i);
    const unknown = await app.inject({ method: 'GET', url: '/proxy/pay/local/cs_local_unknown' });
    expect(unknown.statusCode).toBe(404);
  });

  it('Pay posts a signed event to the webhook (with the signed-in cookies and no XSRF header), then 303s to pay-success', async () => {
    const order = await placeOrder(app, owner, retrieval());
    const path = new URL(order.checkoutUrl as string).pathname;
    const token = formToken((await app.inject({ method: 'GET', url: path })).payload);
    const form = (body: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: `${path}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: owner.cookie, ...headers },
        payload: body,
      });
    expect((await form('')).statusCode).toBe(403);
    expect((await form('formToken=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(403);
    const otherToken = formToken(
      (
        await app.inject({
          method: 'GET',
          url: new URL((await placeOrder(app, owner, retrieval())).checkoutUrl as string).pathname,
        })
      ).payload,
    );
    expect((await form(`formToken=${otherToken}`)).statusCode).toBe(403);
    expect((await form(`formToken=${token}`, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting payment');

    const paid = await form(`formToken=${token}`, { origin: new URL(config.publicUrl).origin });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${config.publicUrl}/pay-success?orderId=${order.orderId}`);
    const detail = await orderDetail(app, owner, order.orderId);
    expect(detail.status).toBe('Awaiting device');
    expect(detail.paidAt).toEqual(expect.any(String));
    const again = await app.inject({ method: 'GET', url: path });
    expect(again.payload).toContain('Already paid');
    expect(again.payload).not.toContain('<form');
  });

  it('Cancel 303s back to the order summary and leaves it unpaid', async () => {
    const order = await placeOrder(app, owner, retrieval());
    const path = new URL(order.checkoutUrl as string).pathname;
    const token = formToken((await app.inject({ method: 'GET', url: path })).payload);
    const cancelled = await app.inject({
      method: 'POST',
      url: `${path}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `formToken=${token}`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${config.publicUrl}/data-service/confirmation?orderId=${order.orderId}`);
    expect((await orderDetail(app, owner, order.orderId)).status).toBe('Awaiting payment');
    // The checkout is still open: the owner may come back and pay.
    expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});

describe('a restart', () => {
  it('loses nothing: an order paid while the server was down is marked paid when the retried event arrives', async () => {
    const restartConfig = await testConfig();
    const shared = await createTestDatabase();
    try {
      const first = await buildApp(restartConfig, { database: shared.handle });
      const owner = await registerAndLogin(first);
      const order = await placeOrder(first, owner, retrieval());
      await first.close();

      const second = await buildApp(restartConfig, { database: shared.handle });
      try {
        const event = localEvent(restartConfig, 'checkout.session.completed', sessionIdOf(order.checkoutUrl as string));
        expect((await deliver(second, event)).status).toBe(200);
        const detail = await orderDetail(second, owner, order.orderId);
        expect(detail.status).toBe('Awaiting device');
        expect((await deliver(second, event)).body.data.duplicate).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await shared.destroy();
      await rm(restartConfig.dataDir, { recursive: true, force: true });
    }
  });
});
