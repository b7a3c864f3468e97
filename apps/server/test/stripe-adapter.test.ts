import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeProvider } from '../src/modules/payments/stripe.ts';
import { InvalidEventError } from '../src/modules/payments/provider.ts';
import { signatureHeader } from '../src/modules/payments/webhook-signature.ts';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin } from './helpers/accounts.ts';
import { call, deliver, orderDetail, placeOrder, retrieval } from './helpers/data-orders.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  stripeEvent,
  type StandInRequest,
  type StripeStandIn,
} from './helpers/stripe-stand-in.ts';

const SECRET_KEY = STAND_IN_SECRET_KEY;
const WEBHOOK_SECRET = STAND_IN_WEBHOOK_SECRET;

let standIn: StripeStandIn;
const received: StandInRequest[] = [];
beforeAll(async () => {
  standIn = await startStripeStandIn();
  // One list for every test: each starts with it empty.
  standIn.received = received;
});
afterAll(() => standIn.close());
beforeEach(() => {
  received.length = 0;
});

const checkoutRequest = {
  checkoutId: 'chk_1',
  orderId: 'dor_1',
  orderNumber: 'DS-ABCD1234',
  lineItems: [
    { name: 'Data retrieval, up to 64 GB (DS-ABCD1234)', amountPence: 2999 },
    { name: 'Extra hosting (DS-ABCD1234)', amountPence: 998 },
  ],
  amountPence: 3997,
  customerEmail: 'ann@example.org',
  successUrl: 'https://recircuit.example/pay-success?orderId=dor_1',
  cancelUrl: 'https://recircuit.example/data-service/confirmation?orderId=dor_1',
  idempotencyKey: 'chk_1',
  expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000 - 60_000),
};

describe('StripeProvider through a custom fetch HTTP client', () => {
  // Stripe's client sends to api.stripe.com; this fetch sends the same request to the stand-in instead.
  const fetchToStandIn: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return fetch(`${standIn.url}${url.pathname}${url.search}`, init);
  };
  const provider = () =>
    new StripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      httpClient: Stripe.createFetchHttpClient(fetchToStandIn),
    });

  it('creates a Checkout Session in GBP with the line items, order id, return URLs, expiry and idempotency key', async () => {
    const created = await provider().createCheckout(checkoutRequest);
    expect(created).toEqual({
      sessionId: 'cs_test_standin_1',
      url: 'https://checkout.stripe.test/c/pay/cs_test_standin_1',
    });
    expect(received).toHaveLength(1);
    const [sent] = received as [StandInRequest];
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['idempotency-key']).toBe('chk_1');
    const form = Object.fromEntries(sent.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '2999',
      'line_items[0][price_data][product_data][name]': 'Data retrieval, up to 64 GB (DS-ABCD1234)',
      'line_items[1][price_data][currency]': 'gbp',
      'line_items[1][price_data][unit_amount]': '998',
      client_reference_id: 'dor_1',
      'metadata[orderId]': 'dor_1',
      'metadata[checkoutId]': 'chk_1',
      customer_email: 'ann@example.org',
      success_url: checkoutRequest.successUrl,
      cancel_url: checkoutRequest.cancelUrl,
      expires_at: String(Math.floor(checkoutRequest.expiresAt.getTime() / 1000)),
    });
    const hoursAhead = (Number(form.expires_at) * 1000 - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(23.9);
    expect(hoursAhead).toBeLessThanOrEqual(24);
  });

  it('expires a session at the provider', async () => {
    await provider().expireCheckout('cs_test_standin_9');
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/checkout/sessions/cs_test_standin_9/expire',
    ]);
  });

  it('verifies webhooks over the raw body with the webhook secret, refusing wrong, tampered and stale ones', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session', payment_status: 'paid' } },
    });
    const header = (options: { secret?: string; timestamp?: number; body?: string } = {}) => ({
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload: options.body ?? payload,
        secret: options.secret ?? WEBHOOK_SECRET,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      }),
    });
    expect(provider().verifyEvent(Buffer.from(payload), header())).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_test_1',
      paymentStatus: 'paid',
      paymentId: undefined,
    });
    const now = Math.floor(Date.now() / 1000);
    const refused = [
      () => provider().verifyEvent(Buffer.from(payload), {}),
      () => provider().verifyEvent(Buffer.from(payload), header({ secret: 'whsec_other' })),
      () => provider().verifyEvent(Buffer.from(payload.replace('paid', 'PAID')), header()),
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: now - 301 })),
      // Signed for later: the stripe package alone accepts these (it only checks their age).
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: now + 400 })),
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: now + 24 * 60 * 60 })),
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: now + 365 * 24 * 60 * 60 })),
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: now - 400 })),
      // Two timestamps: which one was signed is not for the reader to guess.
      () =>
        provider().verifyEvent(Buffer.from(payload), {
          'stripe-signature': `t=${now + 86_400},${header()['stripe-signature']}`,
        }),
    ];
    for (const attempt of refused) expect(attempt).toThrow(InvalidEventError);
    expect(provider().verifyEvent(Buffer.from(payload), header({ timestamp: now + 290 })).id).toBe('evt_1');
    expect(provider().verifyEvent(Buffer.from(payload), header({ timestamp: now - 290 })).id).toBe('evt_1');
  });

  const refundRequest = {
    refundId: 'rfd_1',
    sessionId: 'cs_test_standin_7',
    paymentId: 'pi_7' as string | undefined,
    amountPence: 499,
    duplicate: true,
    retry: false,
  };

  it("refunds a payment intent with the amount, Stripe's duplicate reason, our id as metadata and idempotency key", async () => {
    expect(await provider().refund(refundRequest)).toEqual({ providerRefundId: expect.stringMatching(/^re_standin_/) });
    expect(received).toHaveLength(1);
    const [sent] = received as [StandInRequest];
    expect(`${sent.method} ${sent.path}`).toBe('POST /v1/refunds');
    expect(sent.headers['idempotency-key']).toBe('refund-rfd_1');
    expect(Object.fromEntries(sent.form)).toEqual({
      payment_intent: 'pi_7',
      amount: '499',
      reason: 'duplicate',
      'metadata[refundId]': 'rfd_1',
    });
    received.length = 0;
    await provider().refund({ ...refundRequest, refundId: 'rfd_2', duplicate: false });
    expect(received[0]?.form.get('reason')).toBeNull();
  });

  it('looks the payment intent up from the session when the event did not name it', async () => {
    await provider().refund({ ...refundRequest, refundId: 'rfd_3', paymentId: undefined });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_standin_7',
      'POST /v1/refunds',
    ]);
    expect(received[1]?.form.get('payment_intent')).toBe('pi_of_cs_test_standin_7');
  });

  it('on a retry, finds the refund made before under our id instead of making another', async () => {
    const first = await provider().refund({ ...refundRequest, refundId: 'rfd_4', paymentId: 'pi_4' });
    received.length = 0;
    const again = await provider().refund({ ...refundRequest, refundId: 'rfd_4', paymentId: 'pi_4', retry: true });
    expect(again).toEqual(first);
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/refunds?payment_intent=pi_4&limit=100',
    ]);
  });
});

describe("the local provider's signature", () => {
  it('is Stripe\'s: t=<seconds>,v1=<HMAC-SHA256 of "t.payload"> under the secret', () => {
    const payload = '{"id":"evt_1"}';
    const hmac = createHmac('sha256', 'whsec_local').update(`1700000000.${payload}`, 'utf8').digest('hex');
    expect(signatureHeader('whsec_local', payload, 1700000000)).toBe(`t=1700000000,v1=${hmac}`);
  });
});

describe('the app with PAYMENTS_PROVIDER=stripe', () => {
  const harness = useTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // The refund job runs every second here, so a retry can be watched.
    SCHEDULED_JOBS_EVERY_SECONDS: '1',
    get STRIPE_API_URL() {
      return standIn.url;
    },
  });

  const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    ((await harness.app.db.execute(query)) as unknown as { rows: T[] }).rows;
  const refundOf = async (orderId: string) =>
    (
      await rows<{ id: string; status: string; attempts: number; provider_refund_id: string | null; reason: string }>(
        sql`select id, status, attempts, provider_refund_id, reason from payment_refunds where order_id = ${orderId}`,
      )
    )[0];
  async function waitFor<T>(look: () => Promise<T | undefined>, done: (value: T) => boolean): Promise<T> {
    for (let i = 0; i < 200; i += 1) {
      const value = await look();
      if (value !== undefined && done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('waited in vain');
  }
  const refundCalls = () => received.filter((request) => request.method === 'POST' && request.path === '/v1/refunds');
  const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) as string;

  it('pays an order through a Stripe Checkout Session and its signed webhook', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval({ dataSize: 300, storageDuration: 4 }));
    expect(order.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_standin_/);
    const created = received.find((request) => request.path === '/v1/checkout/sessions') as StandInRequest;
    const form = Object.fromEntries(created.form);
    expect(form).toMatchObject({
      client_reference_id: order.orderId,
      'metadata[orderId]': order.orderId,
      success_url: `${harness.config.publicUrl}/pay-success?orderId=${order.orderId}`,
      cancel_url: `${harness.config.publicUrl}/data-service/confirmation?orderId=${order.orderId}`,
      customer_email: owner.email,
      'line_items[0][price_data][unit_amount]': '7999',
      'line_items[1][price_data][unit_amount]': '499',
    });
    expect(form['line_items[2][price_data][unit_amount]']).toBeUndefined();
    const sessionId = (order.checkoutUrl as string).split('/').at(-1) as string;

    expect((await deliver(harness.app, stripeEvent('checkout.session.completed', sessionId), 'local')).status).toBe(
      400,
    );
    expect((await harness.app.inject({ method: 'GET', url: `/proxy/pay/local/${sessionId}` })).statusCode).toBe(404);
    const paid = await deliver(harness.app, stripeEvent('checkout.session.completed', sessionId), 'stripe');
    expect(paid.status).toBe(200);
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting device');
  });

  it('answers 503 when Stripe refuses, keeps the order, and a repeat with the same key opens its checkout', async () => {
    const owner = await registerAndLogin(harness.app);
    const key = { 'idempotency-key': 'stripe-down-1' };
    standIn.refuseCreations = 1;
    const refused = await call(
      harness.app,
      'POST',
      '/proxy/api/data-retrieval/request-service',
      owner,
      retrieval(),
      key,
    );
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe('Payments cannot be taken just now. Please try again in a few minutes.');
    expect(refused.raw.payload).not.toContain('sk_test');
    const list = await call(harness.app, 'GET', `/proxy/api/data-orders/by-device-owner/${owner.userId}`, owner);
    expect(list.body.data).toHaveLength(1);
    const orderId = list.body.data[0].orderId as string;
    expect(await rows(sql`select id from payment_checkouts where order_id = ${orderId}`)).toEqual([]);
    const again = await placeOrder(harness.app, owner, retrieval(), key);
    expect(again.orderId).toBe(orderId);
    expect(again.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    // A new checkout Stripe refuses leaves the open one open: nothing is closed before the new one exists.
    received.length = 0;
    standIn.refuseCreations = 1;
    const refusedAgain = await call(harness.app, 'POST', '/proxy/api/payments/checkout', owner, {
      orderId,
      startNow: true,
    });
    expect(refusedAgain.status).toBe(503);
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /v1/checkout/sessions']);
    expect(
      await rows(
        sql`select provider_session_id from payment_checkouts where order_id = ${orderId} and status = 'open'`,
      ),
    ).toEqual([{ provider_session_id: sessionOf(again.checkoutUrl as string) }]);
  });

  it('closes the session it just made when the order was cancelled while Stripe was making it', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    received.length = 0;
    let release = () => {};
    standIn.creationGate = new Promise<void>((resolve) => (release = resolve));
    try {
      const checkout = call(harness.app, 'POST', '/proxy/api/payments/checkout', owner, {
        orderId: order.orderId,
        startNow: true,
      });
      // Stripe is making the session when the owner cancels.
      await waitFor(
        async () => received.find((request) => request.path === '/v1/checkout/sessions'),
        () => true,
      );
      const cancelled = await call(
        harness.app,
        'POST',
        `/proxy/api/data-retrieval/order/${order.orderId}/cancel`,
        owner,
      );
      expect(cancelled.status).toBe(200);
      release();
      const answer = await checkout;
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('This order is not waiting for payment');
    } finally {
      standIn.creationGate = undefined;
      release();
    }
    const made = received.filter((request) => request.path === '/v1/checkout/sessions');
    expect(made).toHaveLength(1);
    const expired = received.filter((request) => request.path.endsWith('/expire')).map((request) => request.path);
    // The order's own session (closed by the cancel) and the one made meanwhile (closed as it was refused).
    expect(expired).toHaveLength(2);
    expect(expired).toContain(`/v1/checkout/sessions/${sessionOf(order.checkoutUrl as string)}/expire`);
    expect(
      await rows(sql`select id from payment_checkouts where order_id = ${order.orderId} and status = 'open'`),
    ).toEqual([]);
    expect(await rows(sql`select id from payment_checkouts where order_id = ${order.orderId}`)).toHaveLength(1);
  });

  it('expires the open Checkout Session when the owner cancels the order', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const sessionId = (order.checkoutUrl as string).split('/').at(-1) as string;
    received.length = 0;
    const cancelled = await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${order.orderId}/cancel`, owner);
    expect(cancelled.status).toBe(200);
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /v1/checkout/sessions/${sessionId}/expire`,
    ]);
  });

  it('refunds a replaced Checkout Session paid anyway through the Refunds API, once, and audits it', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const replaced = sessionOf(order.checkoutUrl as string);
    const fresh = await call(harness.app, 'POST', '/proxy/api/payments/checkout', owner, {
      orderId: order.orderId,
      startNow: true,
    });
    expect(fresh.status).toBe(200);
    expect(received.map((request) => `${request.method} ${request.path}`)).toContain(
      `POST /v1/checkout/sessions/${replaced}/expire`,
    );
    received.length = 0;
    // Stripe took the payment a moment before it closed the session.
    const event = stripeEvent('checkout.session.completed', replaced, { paymentIntent: 'pi_replaced_1' });
    expect((await deliver(harness.app, event, 'stripe')).status).toBe(200);
    const refund = await waitFor(
      () => refundOf(order.orderId),
      (row) => row.status === 'refunded',
    );
    expect(refund).toMatchObject({
      reason: 'checkout-closed',
      attempts: 1,
      provider_refund_id: expect.stringMatching(/^re_standin_/),
    });
    expect(refundCalls().map((request) => Object.fromEntries(request.form))).toEqual([
      { payment_intent: 'pi_replaced_1', amount: '4999', reason: 'duplicate', 'metadata[refundId]': refund.id },
    ]);
    expect(refundCalls()[0]?.headers['idempotency-key']).toBe(`refund-${refund.id}`);

    // The same event again, and another event about the same session: nothing is refunded twice.
    expect((await deliver(harness.app, event, 'stripe')).body.data.duplicate).toBe(true);
    expect((await deliver(harness.app, stripeEvent('checkout.session.completed', replaced), 'stripe')).status).toBe(
      200,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refundCalls()).toHaveLength(1);
    const audit = await rows<{ actor_id: string | null; action: string; detail: Record<string, unknown> }>(
      sql`select actor_id, action, detail from audit_log where subject = ${`data-order:${order.orderId}`}`,
    );
    expect(audit).toEqual([
      {
        actor_id: null,
        action: 'payment.refund',
        detail: expect.objectContaining({
          refundId: refund.id,
          amountPence: 4999,
          reason: 'checkout-closed',
          provider: 'stripe',
          providerRefundId: refund.provider_refund_id,
        }),
      },
    ]);
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting payment');
    // The current session still pays the order.
    const current = sessionOf(fresh.body.data.checkoutUrl);
    expect((await deliver(harness.app, stripeEvent('checkout.session.completed', current), 'stripe')).status).toBe(200);
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting device');
  });

  it('keeps a refund Stripe refused pending for the refund job, which asks again, and gives up only after every attempt', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    expect(
      (await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${order.orderId}/cancel`, owner)).status,
    ).toBe(200);
    received.length = 0;
    standIn.refuseRefunds = 1;
    const paid = stripeEvent('checkout.session.completed', sessionOf(order.checkoutUrl as string), {
      paymentIntent: 'pi_late_1',
    });
    expect((await deliver(harness.app, paid, 'stripe')).status).toBe(200);
    const refused = await waitFor(
      () => refundOf(order.orderId),
      (row) => row.attempts === 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await refundOf(order.orderId))?.status).toBe('pending');
    // Its lease over, the job's next turn asks again: first whether the refund exists, then for it.
    await harness.app.db.execute(
      sql`update payment_refunds set attempted_at = now() - interval '10 minutes' where id = ${refused.id}`,
    );
    const made = await waitFor(
      () => refundOf(order.orderId),
      (row) => row.status === 'refunded',
    );
    expect(made).toMatchObject({ attempts: 2, reason: 'order-cancelled' });
    expect(received.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/refunds',
      'GET /v1/refunds?payment_intent=pi_late_1&limit=100',
      'POST /v1/refunds',
    ]);

    const other = await placeOrder(harness.app, owner, retrieval());
    await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${other.orderId}/cancel`, owner);
    standIn.refuseRefunds = 1_000;
    try {
      const late = stripeEvent('checkout.session.completed', sessionOf(other.checkoutUrl as string));
      expect((await deliver(harness.app, late, 'stripe')).status).toBe(200);
      const first = await waitFor(
        () => refundOf(other.orderId),
        (row) => row.attempts === 1,
      );
      await harness.app.db.execute(
        sql`update payment_refunds set attempts = 11, attempted_at = now() - interval '10 minutes' where id = ${first.id}`,
      );
      const given = await waitFor(
        () => refundOf(other.orderId),
        (row) => row.status !== 'pending',
      );
      expect(given).toMatchObject({ status: 'failed', attempts: 12, provider_refund_id: null });
      const audit = await rows<{ action: string }>(
        sql`select action from audit_log where subject = ${`data-order:${other.orderId}`}`,
      );
      expect(audit).toEqual([{ action: 'payment.refund-failed' }]);
    } finally {
      standIn.refuseRefunds = 0;
    }
  });
});
