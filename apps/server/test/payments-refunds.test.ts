import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Language } from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import {
  call,
  deliver,
  localEvent,
  orderDetail,
  payLocally,
  placeOrder,
  retrieval,
  sessionIdOf,
} from './helpers/data-orders.ts';

// Payments that cannot apply, refunded through the (local) provider: docs/operations.md, "Refunds".
const harness = useTestApp();

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await harness.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** The order's refund once it has been made. */
async function refundOf(orderId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i += 1) {
    const [row] = await rowsOf(
      sql`select status, reason, amount_pence, months, provider_refund_id from payment_refunds where order_id = ${orderId}`,
    );
    if (row?.status === 'refunded') return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no refund made for ${orderId}`);
}

/** The plain-text part of the refund email to `to`, its quoted-printable decoded. */
async function refundEmail(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    // Compared without spaces: a long subject is split into encoded words whose spaces the reader may drop.
    const found = emailsTo(await outboxEmails(harness.config.dataDir), to).find(
      (eml) => subjectOf(eml).replace(/\s+/g, '') === subject.replace(/\s+/g, ''),
    );
    if (found) {
      const bytes = found
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

const newCheckout = async (owner: SignedIn, orderId: string) => {
  const answer = await call(harness.app, 'POST', '/proxy/api/payments/checkout', owner, { orderId, startNow: true });
  expect(answer.status).toBe(200);
  return answer.body.data.checkoutUrl as string;
};
const pay = (checkoutUrl: string) => payLocally(harness.app, harness.config, checkoutUrl);

describe('a payment that cannot apply is refunded', () => {
  it('through a checkout replaced by a newer one: refunded, the order still waits, the newer one pays it', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const newer = await newCheckout(owner, order.orderId);
    // The provider took the payment of the older page a moment before it closed it.
    expect((await pay(order.checkoutUrl as string)).status).toBe(200);
    expect(await refundOf(order.orderId)).toMatchObject({ reason: 'checkout-closed', amount_pence: 4999 });
    const text = await refundEmail(owner.email, `Refund of £49.99 for ${order.orderNumber}`);
    expect(text).toContain('had already been replaced by a newer one or had closed');
    expect(text).toContain('We have refunded £49.99');
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting payment');
    expect((await pay(newer)).status).toBe(200);
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting device');
    expect(await rowsOf(sql`select id from payment_refunds where order_id = ${order.orderId}`)).toHaveLength(1);
  });

  it('a second payment of an order already paid', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const newer = await newCheckout(owner, order.orderId);
    await pay(newer);
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting device');
    await pay(order.checkoutUrl as string);
    expect(await refundOf(order.orderId)).toMatchObject({ reason: 'order-paid', amount_pence: 4999 });
    const text = await refundEmail(owner.email, `Refund of £49.99 for ${order.orderNumber}`);
    expect(text).toContain('The order had already been paid');
    const history = (await orderDetail(harness.app, owner, order.orderId)).history as { status: string }[];
    expect(history.map((entry) => entry.status)).toEqual(['Awaiting payment', 'Awaiting device']);
  });

  it('through a checkout the provider had expired', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    const sessionId = sessionIdOf(order.checkoutUrl as string);
    expect((await deliver(harness.app, localEvent(harness.config, 'checkout.session.expired', sessionId))).status).toBe(
      200,
    );
    await pay(order.checkoutUrl as string);
    expect(await refundOf(order.orderId)).toMatchObject({ reason: 'checkout-closed' });
    expect((await orderDetail(harness.app, owner, order.orderId)).status).toBe('Awaiting payment');
  });

  it('for months of hosting that can no longer be extended (the data was deleted)', async () => {
    const owner = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, owner, retrieval());
    await pay(order.checkoutUrl as string);
    const extension = await call(
      harness.app,
      'POST',
      `/proxy/api/data-retrieval/order/${order.orderId}/extend`,
      owner,
      {
        months: 2,
      },
    );
    await harness.app.db.execute(sql`update data_orders set status = 'Expired' where id = ${order.orderId}`);
    await pay(extension.body.data.checkoutUrl);
    expect(await refundOf(order.orderId)).toMatchObject({ reason: 'hosting-closed', amount_pence: 998, months: 2 });
    const text = await refundEmail(owner.email, `Refund of £9.98 for ${order.orderNumber}`);
    expect(text).toContain('can no longer be extended');
    expect((await orderDetail(harness.app, owner, order.orderId)).storageDuration).toBe(3);
  });

  const cancelledWords: [Language, string, string][] = [
    ['en-GB', 'Refund of £49.99 for {n}', 'Your payment arrived after the order had been cancelled'],
    ['de-DE', 'Erstattung von 49,99\u00a0£ für {n}', 'nachdem der Auftrag storniert worden war'],
    ['fr-FR', 'Remboursement de 49,99\u00a0£ pour {n}', 'après l’annulation de la commande'],
    ['zh-CN', '已为 {n} 退款 £49.99', '您的付款在订单取消后才到达'],
  ];
  it.each(cancelledWords)(
    'emails the owner in their language (%s): how much, and why',
    async (language, subject, why) => {
      const owner = await registerAndLogin(harness.app);
      await harness.app.db.execute(sql`update users set language = ${language} where id = ${owner.userId}`);
      const order = await placeOrder(harness.app, owner, retrieval());
      await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${order.orderId}/cancel`, owner);
      await pay(order.checkoutUrl as string);
      expect(await refundOf(order.orderId)).toMatchObject({ reason: 'order-cancelled' });
      const text = await refundEmail(owner.email, subject.replace('{n}', order.orderNumber));
      expect(text).toContain(why);
    },
  );
});
