import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, LANGUAGES, SERVER_MESSAGES, guideFor, orderDetailSchema } from '@recircuit/contract';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { call, placeDeviceOrder, recycleModel } from './helpers/admin.ts';
import { pdfLines, pdfText, type PdfLine } from './helpers/pdf-text.ts';
import { useTestApp } from './helpers/test-app.ts';

// docs/product.md, "Ready to hand over": the owner's checklist before hand-in, kept on the order and on the slip.
const harness = useTestApp();
const app = () => harness.app;
let ann: SignedIn;
beforeEach(async () => {
  ann = await registerAndLogin(app(), { firstName: 'Ann' });
});

const url = (orderId: string) => `/proxy/api/recycle-orders/${orderId}/handover`;
const placed = (who: SignedIn) => placeDeviceOrder(app(), who, recycleModel);
const detailOf = async (deviceId: string, who: SignedIn) =>
  orderDetailSchema.parse(
    (await call(app(), 'GET', `/proxy/api/recycle-orders/detail?deviceId=${deviceId}`, who)).body.data,
  );

describe('the checklist before hand-in', () => {
  it('names the guide for the device, starts empty, and keeps the ticks in the checklist’s order', async () => {
    const order = await placed(ann);
    const before = await detailOf(order.deviceId, ann);
    expect(before.handover).toEqual({ guide: guideFor(recycleModel.type, recycleModel.brand), done: [] });
    const ticked = await call(app(), 'PUT', url(order.orderId), ann, { done: ['reset', 'backup'] });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.handover.done).toEqual(['backup', 'reset']);
    expect((await detailOf(order.deviceId, ann)).handover.done).toEqual(['backup', 'reset']);
    // Unticking is a new list.
    await call(app(), 'PUT', url(order.orderId), ann, { done: ['backup'] });
    expect((await detailOf(order.deviceId, ann)).handover.done).toEqual(['backup']);
  });

  it('prints what was ticked on the hand-in slip', async () => {
    const order = await placed(ann);
    await call(app(), 'PUT', url(order.orderId), ann, { done: ['backup', 'signOut'] });
    const slip = await call(app(), 'GET', `/proxy/api/recycle-orders/${order.orderId}/slip.pdf`, ann);
    const text = pdfText(slip.raw.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Condition you declared B (Like New)');
    expect(text).toContain('Before hand-in, you ticked');
    expect(text).toContain('Back up Done');
    expect(text).toContain('Sign out of the accounts that lock it Done');
    expect(text).toContain('Remove SIM and memory cards Not ticked');
    expect(text).toContain('Factory reset Not ticked');
  });

  it('prints every row below the one before in all four languages, a label that wraps included', async () => {
    const order = await placed(ann);
    await call(app(), 'PUT', url(order.orderId), ann, { done: ['backup', 'removeCards'] });
    for (const language of LANGUAGES) {
      await app().db.execute(sql`update users set language = ${language} where id = ${ann.userId}`);
      const slip = await call(app(), 'GET', `/proxy/api/recycle-orders/${order.orderId}/slip.pdf`, ann);
      // Lines that start in the same column, top to bottom, each at least a line's height below the one above.
      const columns = new Map<number, PdfLine[]>();
      for (const line of pdfLines(slip.raw.rawPayload)) columns.set(line.x, [...(columns.get(line.x) ?? []), line]);
      for (const lines of columns.values()) {
        const sorted = lines.sort((a, b) => b.y - a.y);
        for (const [i, below] of sorted.slice(1).entries()) {
          const above = sorted[i]!;
          expect(above.y - below.y, `${language}: "${above.text}" over "${below.text}"`).toBeGreaterThanOrEqual(
            Math.min(above.size, below.size),
          );
        }
      }
    }
  });

  it('refuses unknown or repeated steps and other shapes, changing nothing', async () => {
    const order = await placed(ann);
    await call(app(), 'PUT', url(order.orderId), ann, { done: ['backup'] });
    for (const body of [
      { done: ['wash'] },
      { done: ['backup', 'backup'] },
      { done: 'backup' },
      { done: ['backup', 'signOut', 'removeCards', 'reset', 'reset'] },
      { done: ['back\u0000up'] },
      { done: ['backup'], extra: true },
      {},
    ]) {
      const refused = await call(app(), 'PUT', url(order.orderId), ann, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    expect((await detailOf(order.deviceId, ann)).handover.done).toEqual(['backup']);
  });

  it('is the owner’s alone, with CSRF, and closed once the device is handed in', async () => {
    const order = await placed(ann);
    const bob = await registerAndLogin(app());
    const staff = await registerStaff(app());
    expect((await call(app(), 'PUT', url(order.orderId), bob, { done: ['backup'] })).status).toBe(403);
    expect((await call(app(), 'PUT', url(order.orderId), staff, { done: ['backup'] })).status).toBe(403);
    expect((await call(app(), 'PUT', url(order.orderId), undefined, { done: ['backup'] })).status).toBe(401);
    expect((await call(app(), 'PUT', url('ord_nothing'), ann, { done: ['backup'] })).status).toBe(404);
    const noCsrf = await app().inject({
      method: 'PUT',
      url: url(order.orderId),
      headers: { cookie: ann.cookie },
      payload: { done: ['backup'] },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    await app().db.execute(sql`update device_orders set status = 'Handed in' where id = ${order.orderId}`);
    const late = await call(app(), 'PUT', url(order.orderId), ann, { done: ['reset'] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CATALOGUE_MESSAGES.handoverLocked);
  });
});

describe('guideFor', () => {
  it('picks the words for the device', () => {
    expect(guideFor('Mobile Phone', 'Apple')).toBe('apple-phone');
    expect(guideFor('Tablet', 'Samsung')).toBe('android');
    expect(guideFor('Laptop', 'Apple')).toBe('mac');
    expect(guideFor('Laptop', 'Dell')).toBe('windows');
    expect(guideFor('Smartwatch', 'Apple')).toBe('apple-watch');
    expect(guideFor('Games Console', 'Nintendo')).toBe('console');
    expect(guideFor('Camera', 'Canon')).toBe('other');
  });
});
