import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewSchema, type AdminOverview } from '@recircuit/contract';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { call, currentModel, placeDeviceOrder, recycleModel, submitUnknown } from './helpers/admin.ts';
import { payLocally, placeOrder, retrieval } from './helpers/data-orders.ts';
import { insertDataOrder } from './helpers/fulfilment.ts';
import { handInAsStaff } from './helpers/hand-in.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const overview = async (): Promise<AdminOverview> => {
  const answer = await call(harness.app, 'GET', '/proxy/api/admin/overview', staff);
  expect(answer.status).toBe(200);
  expect(adminOverviewSchema.safeParse(answer.body.data).success).toBe(true);
  return answer.body.data as AdminOverview;
};
const queue = (data: AdminOverview, key: string) => data.queues.find((entry) => entry.key === key);
const step = (orderId: string, status: string) =>
  call(harness.app, 'POST', `/proxy/api/admin/device-orders/${orderId}/status`, staff, { status });
const exec = (query: ReturnType<typeof sql>) => harness.app.db.execute(query);

describe('GET /api/admin/overview', () => {
  it('is all zeros on an empty database', async () => {
    const empty = await overview();
    expect(empty.queues.map((entry) => [entry.key, entry.count, entry.oldest.length])).toEqual([
      ['device-handed-in', 0, 0],
      ['device-received', 0, 0],
      ['device-wiped', 0, 0],
      ['unknown-submitted', 0, 0],
      ['unknown-under-review', 0, 0],
      ['data-not-started', 0, 0],
      ['data-started', 0, 0],
    ]);
    const zero = { today: 0, last7Days: 0, last30Days: 0 };
    expect(empty).toMatchObject({
      created: { device: zero, unknown: zero, data: zero },
      revenue: zero,
      commission: zero,
      paidToOwners: zero,
    });
  });

  it('lists what waits on staff per queue, the longest waiting first with its age', async () => {
    const older = await placeDeviceOrder(harness.app, owner);
    const newer = await placeDeviceOrder(harness.app, owner);
    const received = await placeDeviceOrder(harness.app, owner);
    const wiped = await placeDeviceOrder(harness.app, owner);
    await placeDeviceOrder(harness.app, owner); // Submitted: waits on the owner, not staff
    for (const order of [newer, older, received, wiped]) await handInAsStaff(harness.app, staff, order.orderId);
    await step(received.orderId, 'Received');
    for (const next of ['Received', 'Wiped']) await step(wiped.orderId, next);
    await exec(
      sql`update device_order_events set at = now() - interval '3 days' where order_id = ${older.orderId} and status = 'Handed in'`,
    );

    const submitted = await submitUnknown(harness.app, owner);
    const reviewing = await submitUnknown(harness.app, owner);
    await call(harness.app, 'POST', `/proxy/api/admin/unknown-orders/${reviewing.orderId}/review`, staff, {});

    const waiting = await insertDataOrder(harness.app, owner.userId, { paidAt: new Date(Date.now() - 2 * 86_400_000) });
    const started = await insertDataOrder(harness.app, owner.userId);
    await call(harness.app, 'POST', `/proxy/api/admin/data-orders/${started.id}/start`, staff, {});
    await insertDataOrder(harness.app, owner.userId, { status: 'Awaiting payment' });

    const data = await overview();
    const handedIn = queue(data, 'device-handed-in');
    expect(handedIn?.count).toBe(2);
    expect(handedIn?.oldest.map((entry) => entry.orderId)).toEqual([older.orderId, newer.orderId]);
    expect(handedIn?.oldest[0]?.ageSeconds).toBeGreaterThanOrEqual(3 * 86_400 - 5);
    expect(handedIn?.oldest[0]?.ageSeconds).toBeLessThan(3 * 86_400 + 120);
    expect(handedIn?.oldest[0]?.deviceName).toBe(`${recycleModel.brand} ${recycleModel.name}`);
    expect(queue(data, 'device-received')?.oldest.map((entry) => entry.orderId)).toEqual([received.orderId]);
    expect(queue(data, 'device-wiped')?.oldest.map((entry) => entry.orderId)).toEqual([wiped.orderId]);
    expect(queue(data, 'unknown-submitted')?.oldest.map((entry) => entry.orderId)).toEqual([submitted.orderId]);
    expect(queue(data, 'unknown-under-review')?.oldest.map((entry) => entry.orderId)).toEqual([reviewing.orderId]);
    expect(queue(data, 'data-not-started')?.oldest.map((entry) => entry.orderId)).toEqual([waiting.id]);
    expect(queue(data, 'data-not-started')?.oldest[0]?.ageSeconds).toBeGreaterThanOrEqual(2 * 86_400 - 5);
    expect(queue(data, 'data-started')?.oldest.map((entry) => entry.orderId)).toEqual([started.id]);
  });

  it('counts orders placed today, in 7 and in 30 days per kind', async () => {
    const before = await overview();
    const fresh = await placeDeviceOrder(harness.app, owner);
    const tenDays = await placeDeviceOrder(harness.app, owner);
    const fortyDays = await placeDeviceOrder(harness.app, owner);
    await exec(sql`update device_orders set created_at = now() - interval '10 days' where id = ${tenDays.orderId}`);
    await exec(sql`update device_orders set created_at = now() - interval '40 days' where id = ${fortyDays.orderId}`);
    const unknown = await submitUnknown(harness.app, owner);
    await exec(sql`update unknown_orders set created_at = now() - interval '5 days' where id = ${unknown.orderId}`);
    await insertDataOrder(harness.app, owner.userId);
    const after = await overview();
    expect(fresh.orderId).toBeTruthy();
    expect(after.created.device.today - before.created.device.today).toBe(1);
    expect(after.created.device.last7Days - before.created.device.last7Days).toBe(1);
    expect(after.created.device.last30Days - before.created.device.last30Days).toBe(2);
    expect(after.created.unknown.last7Days - before.created.unknown.last7Days).toBe(1);
    expect(after.created.unknown.last30Days - before.created.unknown.last30Days).toBe(1);
    expect(after.created.data.today - before.created.data.today).toBe(1);
  });

  it('sums the data-service revenue from paid checkouts, and what owners were paid at hand-in with its commission', async () => {
    const before = await overview();
    // A paid retrieval order and a paid hosting extension count; an unpaid order does not.
    const paid = await placeOrder(harness.app, owner, retrieval({ dataSize: 10 }));
    expect((await payLocally(harness.app, harness.config, paid.checkoutUrl as string)).status).toBe(200);
    const extension = await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${paid.orderId}/extend`, owner, {
      months: 1,
    });
    expect(extension.status).toBe(200);
    await payLocally(harness.app, harness.config, extension.body.data.checkoutUrl);
    await placeOrder(harness.app, owner, retrieval({ dataSize: 100 }));
    const old = await placeOrder(harness.app, owner, retrieval({ dataSize: 500 }));
    await payLocally(harness.app, harness.config, old.checkoutUrl as string);
    await exec(sql`update payment_checkouts set paid_at = now() - interval '20 days' where order_id = ${old.orderId}`);
    // A payment refunded (it arrived after the order was cancelled) is not revenue.
    const cancelled = await placeOrder(harness.app, owner, retrieval({ dataSize: 100 }));
    await call(harness.app, 'POST', `/proxy/api/data-retrieval/order/${cancelled.orderId}/cancel`, owner);
    expect((await payLocally(harness.app, harness.config, cancelled.checkoutUrl as string)).status).toBe(200);

    // Commission: 8% of what was paid at hand-in; a recycle device or one not yet handed in (a quote) earns none.
    const current = await placeDeviceOrder(harness.app, owner, currentModel);
    const currentOld = await placeDeviceOrder(harness.app, owner, currentModel);
    await placeDeviceOrder(harness.app, owner, currentModel);
    const recycle = await placeDeviceOrder(harness.app, owner, recycleModel);
    for (const order of [current, currentOld, recycle]) await handInAsStaff(harness.app, staff, order.orderId);
    await exec(
      sql`update device_order_events set at = now() - interval '10 days' where order_id = ${currentOld.orderId} and status = 'Handed in'`,
    );
    const commission = (await harness.app.db.execute(
      sql`select commission_pence, paid_pence from device_orders where id = ${current.orderId}`,
    )) as unknown as { rows: { commission_pence: number; paid_pence: number }[] };
    const pence = commission.rows[0]?.commission_pence as number;
    const paidPence = commission.rows[0]?.paid_pence as number;
    expect(pence).toBe(Math.round(paidPence * 0.08));
    expect(pence).toBeGreaterThan(0);

    const after = await overview();
    const extra = extension.body.data.price as number;
    expect(extra).toBeGreaterThan(0);
    const round = (pounds: number) => Math.round(pounds * 100) / 100;
    expect(round(after.revenue.today - before.revenue.today)).toBe(round(paid.price + extra));
    expect(round(after.revenue.last7Days - before.revenue.last7Days)).toBe(round(paid.price + extra));
    expect(round(after.revenue.last30Days - before.revenue.last30Days)).toBe(round(paid.price + extra + old.price));
    expect(round(after.commission.today - before.commission.today)).toBe(pence / 100);
    expect(round(after.commission.last7Days - before.commission.last7Days)).toBe(pence / 100);
    expect(round(after.commission.last30Days - before.commission.last30Days)).toBe(round((pence * 2) / 100));
    expect(round(after.paidToOwners.today - before.paidToOwners.today)).toBe(paidPence / 100);
    expect(round(after.paidToOwners.last30Days - before.paidToOwners.last30Days)).toBe(round((paidPence * 2) / 100));
  });
});
