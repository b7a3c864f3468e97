import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCLUDED_HOSTING_MONTHS, MAX_HOSTING_MONTHS } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin } from './helpers/accounts.ts';
import { call, deliver, localEvent, orderDetail, placeOrder, retrieval, sessionIdOf } from './helpers/data-orders.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from './helpers/stripe-stand-in.ts';

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  // Stripe answers in tens of milliseconds: long enough for concurrent requests to overlap.
  standIn.creationDelayMs = 40;
});
afterAll(() => standIn.close());

describe.each([
  { provider: 'local', env: {} },
  {
    provider: 'stripe',
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      get STRIPE_API_URL() {
        return standIn.url;
      },
    },
  },
])('concurrent checkouts of one order ($provider provider)', ({ provider, env }) => {
  const harness = useTestApp(env);

  async function openCheckouts(orderId: string) {
    const result = await harness.app.db.execute(
      sql`select purpose, months from payment_checkouts where order_id = ${orderId} and status = 'open'`,
    );
    return (result as unknown as { rows: { purpose: string; months: number }[] }).rows;
  }

  async function refundIds(orderId: string): Promise<string[]> {
    const result = await harness.app.db.execute(sql`select id from payment_refunds where order_id = ${orderId}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  const pay = (checkoutUrl: string) => {
    const sessionId = sessionIdOf(checkoutUrl);
    return provider === 'local'
      ? deliver(harness.app, localEvent(harness.config, 'checkout.session.completed', sessionId))
      : deliver(harness.app, stripeEvent('checkout.session.completed', sessionId), 'stripe');
  };

  /** The order's refunds once every one has been made at the provider. */
  async function refundsMade(orderId: string, count: number) {
    for (let i = 0; i < 200; i += 1) {
      const result = await harness.app.db.execute(
        sql`select id, checkout_id, reason, status from payment_refunds where order_id = ${orderId}`,
      );
      const rows = (
        result as unknown as { rows: { id: string; checkout_id: string; reason: string; status: string }[] }
      ).rows;
      if (rows.length >= count && rows.every((row) => row.status === 'refunded')) return rows;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} refunds made for ${orderId}`);
  }

  it('six concurrent POST /payments/checkout leave one open checkout; paying all seven at once pays once and refunds six', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(harness.app, 'POST', '/proxy/api/payments/checkout', owner, { orderId: order.orderId, startNow: true }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await openCheckouts(order.orderId)).toHaveLength(1);

    // The provider takes money on every one of them (it could not close them in time).
    const urls = [order.checkoutUrl as string, ...answers.map((answer) => answer.body.data.checkoutUrl as string)];
    expect(new Set(urls).size).toBe(7);
    const paid = await Promise.all(urls.map(pay));
    expect(paid.map((answer) => answer.status)).toEqual(urls.map(() => 200));
    const detail = await orderDetail(harness.app, owner, order.orderId);
    expect(detail.status).toBe('Awaiting device');
    expect((detail.history as { status: string }[]).map((entry) => entry.status)).toEqual([
      'Awaiting payment',
      'Awaiting device',
    ]);
    const refunds = await refundsMade(order.orderId, 6);
    expect(refunds).toHaveLength(6);
    expect(new Set(refunds.map((refund) => refund.checkout_id)).size).toBe(6);
    if (provider === 'stripe') {
      // Stripe was asked once for each, never twice.
      const ids = new Set(refunds.map((refund) => refund.id));
      const asked = standIn.received.filter(
        (request) => request.path === '/v1/refunds' && ids.has(request.form.get('metadata[refundId]') ?? ''),
      );
      expect(asked).toHaveLength(6);
    }
  });

  it('the database itself refuses a second open checkout of one order and purpose', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const copy = sql`insert into payment_checkouts (id, order_id, provider, provider_session_id, purpose, amount_pence, status, checkout_url, expires_at)
      select id || '_copy', order_id, provider, provider_session_id || '_copy', purpose, amount_pence, status, checkout_url, expires_at
      from payment_checkouts where order_id = ${order.orderId} and status = 'open'`;
    await expect(harness.app.db.execute(copy)).rejects.toThrow();
    expect(await openCheckouts(order.orderId)).toHaveLength(1);
  });

  it('one payment reported twice at once under two event ids is applied once and refunded at most once', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${order.orderId}/cancel`, owner);
    const answers = await Promise.all([pay(order.checkoutUrl as string), pay(order.checkoutUrl as string)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await refundsMade(order.orderId, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await refundIds(order.orderId)).toHaveLength(1);
  });

  it('concurrent extensions of 3, 2, 1, 3, 2, 1 months leave one open checkout within the cap', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    expect((await pay(order.checkoutUrl as string)).status).toBe(200);
    const answers = await Promise.all(
      [3, 2, 1, 3, 2, 1].map((months) =>
        call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${order.orderId}/extend`, owner, { months }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const open = (await openCheckouts(order.orderId)).filter((checkout) => checkout.purpose === 'extension');
    expect(open).toHaveLength(1);
    expect(INCLUDED_HOSTING_MONTHS + (open[0]?.months ?? 0)).toBeLessThanOrEqual(MAX_HOSTING_MONTHS);

    // Every one paid at once: only the open one adds its months; the others are refunded.
    const urls = [...new Set(answers.map((answer) => answer.body.data.checkoutUrl as string))];
    await Promise.all(urls.map(pay));
    const detail = await orderDetail(harness.app, owner, order.orderId);
    expect(detail.storageDuration).toBe(INCLUDED_HOSTING_MONTHS + (open[0]?.months ?? 0));
    expect(detail.storageDuration).toBeLessThanOrEqual(MAX_HOSTING_MONTHS);
    expect(await refundsMade(order.orderId, urls.length - 1)).toHaveLength(urls.length - 1);
  });
});
