import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StripeProvider } from '../src/modules/payments/stripe.ts';
import { InvalidEventError } from '../src/modules/payments/provider.ts';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin } from './helpers/accounts.ts';
import { call, deliver, orderDetail, placeOrder, retrieval } from './helpers/data-orders.ts';

const SECRET_KEY = 'sk_test_standin_123';
const WEBHOOK_SECRET = 'whsec_standin_456';

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A loopback stand-in for Stripe's Checkout Sessions endpoints that keeps what it was sent. */
const received: Received[] = [];
let sessions = 0;
/** How many of the next session creations the stand-in refuses. */
let refuseCreations = 0;
let server: Server;
let standIn: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ method: request.method ?? '', path, headers: request.headers, form: new URLSearchParams(body) });
      response.setHeader('content-type', 'application/json');
      if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
        response.statusCode = 401;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'bad key' } }));
        return;
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (request.method === 'POST' && path === '/v1/checkout/sessions' && refuseCreations > 0) {
        refuseCreations -= 1;
        response.statusCode = 400;
        response.end(
          JSON.stringify({ error: { type: 'invalid_request_error', message: 'sk_test_standin_123 refused' } }),
        );
      } else if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_standin_${sessions}`;
        response.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            url: `https://checkout.stripe.test/c/pay/${id}`,
            status: 'open',
          }),
        );
      } else if (request.method === 'POST' && expire) {
        response.end(JSON.stringify({ id: expire[1], object: 'checkout.session', status: 'expired', url: null }));
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such route' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
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
    return fetch(`${standIn}${url.pathname}${url.search}`, init);
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
    const [sent] = received as [Received];
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
    });
    const refused = [
      () => provider().verifyEvent(Buffer.from(payload), {}),
      () => provider().verifyEvent(Buffer.from(payload), header({ secret: 'whsec_other' })),
      () => provider().verifyEvent(Buffer.from(payload.replace('paid', 'PAID')), header()),
      () => provider().verifyEvent(Buffer.from(payload), header({ timestamp: Math.floor(Date.now() / 1000) - 301 })),
    ];
    for (const attempt of refused) expect(attempt).toThrow(InvalidEventError);
  });
});

describe('the app with PAYMENTS_PROVIDER=stripe', () => {
  const harness = useTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    get STRIPE_API_URL() {
      return standIn;
    },
  });

  const stripeEvent = (type: string, sessionId: string, paymentStatus = 'paid') => {
    const rawBody = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: WEBHOOK_SECRET }),
      },
    };
  };

  it('pays an order through a Stripe Checkout Session and its signed webhook', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval({ dataSize: 300, storageDuration: 4 }));
    expect(order.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_standin_/);
    const created = received.find((request) => request.path === '/v1/checkout/sessions') as Received;
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
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Processing');
  });

  it('answers 503 when Stripe refuses, keeps the order, and a repeat with the same key opens its checkout', async () => {
    const owner = await registerAndLogin(harness.app);
    const key = { 'idempotency-key': 'stripe-down-1' };
    refuseCreations = 1;
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
    const again = await placeOrder(harness.app, owner, retrieval(), key);
    expect(again.orderId).toBe(list.body.data[0].orderId);
    expect(again.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
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
});
