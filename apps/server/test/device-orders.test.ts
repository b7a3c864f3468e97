import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES, SERVER_MESSAGES, orderDetailSchema } from '@recircuit/contract';
import type { CatalogueFile } from '../src/modules/catalogue/seed.ts';
import { PartnerKeys } from '../src/modules/catalogue/partner-keys.ts';
import { signQrToken } from '../src/modules/device-orders/qr-token.ts';
import type { Json } from './helpers/admin.ts';
import { useTestApp } from './helpers/test-app.ts';
import { PASSWORD, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { SEED_PLACES } from './helpers/places.ts';
import { decodeQr } from './helpers/qr.ts';

const data = JSON.parse(
  readFileSync(new URL('../src/db/seed-data/catalogue.json', import.meta.url), 'utf8'),
) as CatalogueFile;
const current = data.models.find(
  (model) => model.classification === 'current' && model.storagesGb.length > 1,
) as CatalogueFile['models'][number];
const older = data.models.find((model) => model.classification === 'recycle') as CatalogueFile['models'][number];
const deviceOf = (model: CatalogueFile['models'][number], classification = model.classification) => ({
  classification,
  // The place the server's class of the model takes, whatever class the client says.
  partnerId: SEED_PLACES[model.classification],
  type: model.type,
  brand: model.brand,
  name: model.name,
  color: model.colors[0],
  storage: model.storagesGb.at(-1),
  grade: 'B',
});

/** A current device handed in at the grade declared, paid in cash (hand-in.test.ts tests the counter's rules). */
const handIn = { gradeFound: 'B', payout: { method: 'cash' } };

const harness = useTestApp();
let ann: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  ann = await registerAndLogin(harness.app);
  bob = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

async function call(
  method: 'GET' | 'POST',
  url: string,
  who?: SignedIn,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await harness.app.inject({
    method,
    url,
    payload,
    headers: { ...(who ? (method === 'GET' ? { cookie: who.cookie } : who.writeHeaders) : {}), ...headers },
  });
  const isJson = String(response.headers['content-type']).includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Json, raw: response };
}
async function save(who: SignedIn, device: object, headers: Record<string, string> = {}) {
  return call('POST', '/proxy/api/device-recycle/save-device', who, { userid: who.userId, ...device }, headers);
}
async function priceOf(device: ReturnType<typeof deviceOf>) {
  const query = new URLSearchParams({
    type: device.type,
    brand: device.brand,
    name: device.name,
    color: String(device.color),
    storage: String(device.storage),
    grade: device.grade,
  });
  return (await call('GET', `/proxy/api/device-recycle/calculate-price?${query}`)).body.data as unknown as number;
}
async function detail(deviceId: string, who?: SignedIn, extra = '') {
  return call('GET', `/proxy/api/recycle-orders/detail?deviceId=${deviceId}${extra}`, who);
}

describe('POST /proxy/api/device-recycle/save-device', () => {
  it("places an order at the server's quote, whatever price the client sends", async () => {
    const device = deviceOf(current);
    const response = await save(ann, { ...device, price: 0.01 });
    expect(response.status).toBe(200);
    const saved = response.body.data;
    expect(saved.price).toBe(await priceOf(device));
    expect(saved.price).not.toBe(0.01);
    expect(saved).toMatchObject({ classification: 'current', status: 'Submitted' });
    expect(saved.commission).toBe(Math.round((saved.price as number) * 8) / 100);
    expect(saved.orderNumber).toMatch(/^EW-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(saved.orderId).toMatch(/^ord_/);
    expect(saved.deviceId).toMatch(/^dev_/);
    expect(saved.voucherCode).toMatch(/^RC10-/);
  });

  it("stores the catalogue's classification, not the client's, and checks the place against it", async () => {
    const saved = (await save(ann, deviceOf(older, 'current'))).body.data;
    expect(saved.classification).toBe('recycle');
    expect(saved.voucherCode).toBeNull();
    const atTradeIn = await save(ann, { ...deviceOf(older, 'current'), partnerId: SEED_PLACES.current });
    expect(atTradeIn.status).toBe(400);
    expect(atTradeIn.body.message).toBe(CATALOGUE_MESSAGES.placeNotOffered);
  });

  it('reads the SPEC query-string form', async () => {
    const device = deviceOf(older);
    const query = new URLSearchParams({
      userid: ann.userId,
      ...Object.fromEntries(Object.entries(device).map(([k, v]) => [k, String(v)])),
      price: '999',
    });
    const response = await call('POST', `/proxy/api/device-recycle/save-device?${query}`, ann);
    expect(response.status).toBe(200);
    expect(response.body.data.price).toBe(await priceOf(device));
  });

  it('creates one order for a repeated Idempotency-Key, even when both arrive together', async () => {
    const key = `key-${Date.now()}`;
    const [first, second] = await Promise.all([
      save(ann, deviceOf(current), { 'idempotency-key': key }),
      save(ann, deviceOf(current), { 'idempotency-key': key }),
    ]);
    expect(first.body.data.orderId).toBe(second.body.data.orderId);
    const third = await save(ann, deviceOf(current), { 'idempotency-key': key });
    expect(third.body.data.orderId).toBe(first.body.data.orderId);
    const rows = await harness.app.db.execute(
      sql`select count(*)::int as n from device_orders where idempotency_key = ${key}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('takes a rare device with a description and no price', async () => {
    const response = await save(ann, {
      classification: 'rare',
      partnerId: SEED_PLACES.rare,
      type: 'Mobile Phone',
      brand: 'Apple',
      name: 'iPhone (1st generation)',
      grade: 'C',
      year: 2007,
      description: 'Boxed, works, small scratch',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      classification: 'rare',
      price: null,
      commission: null,
      voucherCode: null,
    });
    const missing = await save(ann, {
      classification: 'rare',
      partnerId: SEED_PLACES.rare,
      type: 'Mobile Phone',
      brand: 'Apple',
      name: 'iPhone',
      grade: 'C',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CATALOGUE_MESSAGES.rareNeedsDescription);
  });

  it.each([
    ['no session', undefined, {}, 401],
    ['an unknown device', 'ann', { name: 'Phone 3000' }, 404],
    ['a bad grade', 'ann', { grade: 'Z' }, 400],
    ['a bad classification', 'ann', { classification: 'unknown' }, 400],
    ['no colour', 'ann', { color: undefined }, 400],
    ["another user's id", 'bob-as-ann', {}, 403],
  ])('refuses %s', async (_label, who, change, status) => {
    const countOrders = async () =>
      (
        (await harness.app.db.execute(sql`select count(*)::int as n from device_orders`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const before = await countOrders();
    const caller = who === 'ann' ? ann : who === 'bob-as-ann' ? bob : undefined;
    const payload = { userid: ann.userId, ...deviceOf(current), ...change };
    const response = await call('POST', '/proxy/api/device-recycle/save-device', caller, payload);
    expect(response.status).toBe(status);
    expect(await countOrders()).toEqual(before);
  });

  it('needs the CSRF header with a session cookie', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/proxy/api/device-recycle/save-device',
      headers: { cookie: ann.cookie },
      payload: deviceOf(current),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('order detail, QR and hand-in', () => {
  it('shows the owner every field of the order detail with its history', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    const response = await detail(saved.deviceId as string, ann, `&userId=${ann.userId}`);
    expect(response.status).toBe(200);
    const order = orderDetailSchema.parse(response.body.data);
    expect(order).toMatchObject({
      orderNumber: saved.orderNumber,
      firstName: 'Ann',
      lastName: 'Owner',
      email: ann.email,
      deviceName: current.name,
      storage: current.storagesGb.at(-1),
      grade: 'B',
      voucherStatus: 'available',
      voucherPercent: 10,
      status: 'Submitted',
      isOwner: true,
      canConfirm: false,
    });
    expect(order.history.map((entry) => entry.status)).toEqual(['Submitted']);
    expect(new Date(order.quoteValidUntil as string).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
  });

  it('keeps another owner, and anyone without a session or token, out', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    const other = await detail(saved.deviceId as string, bob);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(ann.email);
    expect((await detail(saved.deviceId as string)).status).toBe(401);
    expect((await detail('dev_nothing', bob)).status).toBe(404);
    expect(
      (await call('GET', `/proxy/api/recycle-orders/detail?deviceId=${saved.deviceId}&userId=${bob.userId}`, bob))
        .status,
    ).toBe(404);
  });

  it('lets staff read any order', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    const response = await detail(saved.deviceId as string, staff);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ canConfirm: true, isOwner: false });
  });

  it('generates a QR code whose link shows the order to its holder until the quote expires, but never confirms the hand-in', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    const qr = await call('GET', `/proxy/api/qr/generate?deviceOwnerId=${ann.userId}&deviceId=${saved.deviceId}`, ann);
    expect(qr.raw.headers['content-type']).toBe('image/png');
    const link = new URL(decodeQr(qr.raw.rawPayload) as string);
    expect(link.pathname).toBe('/device-info');
    expect(link.searchParams.get('deviceId')).toBe(saved.deviceId);
    expect(link.searchParams.get('userId')).toBe(ann.userId);
    const token = link.searchParams.get('t') as string;

    const asHolder = await call('GET', `/proxy/api/qr/info?${link.searchParams}`);
    expect(asHolder.status).toBe(200);
    expect(asHolder.body.data).toMatchObject({ canConfirm: false, isOwner: false, orderNumber: saved.orderNumber });
    // What a counter needs (first name, initial, device, quote), never the owner's email or username.
    expect(asHolder.body.data).toMatchObject({ firstName: 'Ann', lastName: 'O.', username: null, email: null });
    expect(asHolder.body.data.price).toBeGreaterThan(0);
    expect(JSON.stringify(asHolder.body)).not.toContain(ann.email);
    const asOwner = await detail(saved.deviceId as string, ann);
    expect(asOwner.body.data).toMatchObject({ lastName: 'Owner', email: ann.email });
    // The token carries the quote's expiry (14 days), in seconds.
    const expiry = parseInt(token.split('.')[0] as string, 36) * 1000;
    expect(Math.abs(expiry - new Date(asHolder.body.data.quoteValidUntil as string).getTime())).toBeLessThan(1000);

    for (const attempt of [
      await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm?t=${token}`),
      await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`, undefined, { t: token }),
      await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm?t=${token}`, ann),
      await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`, ann),
    ]) {
      expect(attempt.status).toBe(403);
      expect(attempt.body.message).toBe(SERVER_MESSAGES.noPermission);
    }
    expect((await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`)).status).toBe(401);
    const after = await detail(saved.deviceId as string, ann);
    expect(after.body.data.status).toBe('Submitted');
    expect(after.body.data.canConfirm).toBe(false);
  });

  it('refuses an expired token, and stops showing a cancelled or completed order to its token', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    const secret = harness.config.sessionSecret;
    const expired = signQrToken(secret, saved.deviceId as string, new Date(Date.now() - 1000));
    const fresh = signQrToken(secret, saved.deviceId as string, new Date(Date.now() + 86_400_000));
    for (const path of ['/proxy/api/qr/info', '/proxy/api/recycle-orders/detail']) {
      expect((await call('GET', `${path}?deviceId=${saved.deviceId}&t=${fresh}`)).status).toBe(200);
      const refused = await call('GET', `${path}?deviceId=${saved.deviceId}&t=${expired}`);
      expect(refused.status).toBe(401);
      expect(JSON.stringify(refused.body)).not.toContain(ann.email);
    }
    // A token moved to a later expiry no longer matches its signature.
    const [, signature] = expired.split('.');
    const stretched = `${Math.floor(Date.now() / 1000 + 86_400).toString(36)}.${signature}`;
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${saved.deviceId}&t=${stretched}`)).status).toBe(401);

    await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/cancel`, ann);
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${saved.deviceId}&t=${fresh}`)).status).toBe(401);
    expect((await detail(saved.deviceId as string, ann)).status).toBe(200);

    const completed = (await save(ann, deviceOf(older))).body.data;
    const token = signQrToken(secret, completed.deviceId as string, new Date(Date.now() + 86_400_000));
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${completed.deviceId}&t=${token}`)).status).toBe(200);
    await harness.app.db.execute(sql`update device_orders set status = 'Completed' where id = ${completed.orderId}`);
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${completed.deviceId}&t=${token}`)).status).toBe(401);
  });

  it('lets a partner confirm with its own key, and names the partner on the history', async () => {
    const keys = new PartnerKeys(harness.app.db);
    const key = (await keys.issue('swapshop-demo')) as string;
    const saved = (await save(ann, deviceOf(current))).body.data;
    const confirm = (authorization: string) =>
      call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`, undefined, handIn, { authorization });

    for (const wrong of [
      `Partner swapshop-demo:${'x'.repeat(43)}`,
      `Partner handback-mobile-demo:${key}`,
      `Partner nobody-demo:${key}`,
      `Partner swapshop-demo`,
      `Partner ${key}`,
    ]) {
      const refused = await confirm(wrong);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(SERVER_MESSAGES.noPermission);
    }
    expect((await detail(saved.deviceId as string, ann)).body.data.status).toBe('Submitted');

    const confirmed = await confirm(`Partner swapshop-demo:${key}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('Handed in');
    expect(confirmed.body.data).toMatchObject({ firstName: 'Ann', lastName: 'O.', email: null, username: null });
    const history = (await detail(saved.deviceId as string, ann)).body.data.history as {
      status: string;
      partner?: unknown;
    }[];
    expect(history.map((entry) => [entry.status, entry.partner])).toEqual([
      ['Submitted', null],
      ['Handed in', { partnerId: 'swapshop-demo', name: 'SwapShop (demo)' }],
    ]);
    const again = await confirm(`Partner swapshop-demo:${key}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CATALOGUE_MESSAGES.orderAlreadyConfirmed);

    // A new key replaces the old one.
    const next = (await keys.issue('swapshop-demo')) as string;
    const another = (await save(ann, deviceOf(current))).body.data;
    const stale = await call('POST', `/proxy/api/recycle-orders/qr/${another.orderId}/confirm`, undefined, handIn, {
      authorization: `Partner swapshop-demo:${key}`,
    });
    expect(stale.status).toBe(403);
    const fresh = await call('POST', `/proxy/api/recycle-orders/qr/${another.orderId}/confirm`, undefined, handIn, {
      authorization: `Partner swapshop-demo:${next}`,
    });
    expect(fresh.status).toBe(200);
    expect(await keys.issue('nobody-demo')).toBeUndefined();
    const stored = await harness.app.db.execute(sql`select key_hash from partners where id = 'swapshop-demo'`);
    expect(JSON.stringify((stored as unknown as { rows: unknown[] }).rows)).not.toContain(next);
  });

  it('refuses a forged token, and the token of another device', async () => {
    const first = (await save(ann, deviceOf(current))).body.data;
    const second = (await save(ann, deviceOf(current))).body.data;
    const qr = await call('GET', `/proxy/api/qr/generate?deviceOwnerId=${ann.userId}&deviceId=${second.deviceId}`, ann);
    const otherToken = new URL(decodeQr(qr.raw.rawPayload) as string).searchParams.get('t') as string;
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${first.deviceId}&t=${otherToken}`)).status).toBe(401);
    expect((await call('GET', `/proxy/api/qr/info?deviceId=${first.deviceId}&t=${'x'.repeat(32)}`)).status).toBe(401);
    expect((await call('POST', `/proxy/api/recycle-orders/qr/${first.orderId}/confirm?t=${otherToken}`)).status).toBe(
      403,
    );
    expect((await call('POST', `/proxy/api/recycle-orders/qr/${first.orderId}/confirm`, ann)).status).toBe(403);
    expect((await detail(first.deviceId as string, ann)).body.data.status).toBe('Submitted');
  });

  it('lets staff confirm once, recording who did, and refuses a QR for another user', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    expect(
      (await call('GET', `/proxy/api/qr/generate?deviceOwnerId=${ann.userId}&deviceId=${saved.deviceId}`, bob)).status,
    ).toBe(403);
    const confirmed = await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`, staff, handIn);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.status).toBe('Handed in');
    expect((confirmed.body.data.history as { status: string }[]).map((entry) => entry.status)).toEqual([
      'Submitted',
      'Handed in',
    ]);
    const again = await call('POST', `/proxy/api/recycle-orders/qr/${saved.orderId}/confirm`, staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CATALOGUE_MESSAGES.orderAlreadyConfirmed);
    const steps = await harness.app.db.execute(
      sql`select status, actor_id, partner_id from device_order_events where order_id = ${saved.orderId} order by id`,
    );
    expect((steps as unknown as { rows: unknown[] }).rows).toEqual([
      { status: 'Submitted', actor_id: null, partner_id: null },
      { status: 'Handed in', actor_id: staff.userId, partner_id: null },
    ]);
    expect((await call('POST', '/proxy/api/recycle-orders/qr/ord_nothing/confirm', staff)).status).toBe(404);
  });
});

describe('voucher and cancel', () => {
  it('activates the voucher on the server once, for the owner only', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    expect((await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/voucher/activate`, bob)).status).toBe(403);
    const activated = await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/voucher/activate`, ann);
    expect(activated.body.message).toBe('Voucher activated');
    expect(activated.body.data.voucherStatus).toBe('activated');
    const again = await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/voucher/activate`, ann);
    expect(again.body.data.voucherStatus).toBe('activated');
    expect((await detail(saved.deviceId as string, ann)).body.data.voucherStatus).toBe('activated');
    const recycle = (await save(ann, deviceOf(older))).body.data;
    expect((await call('POST', `/proxy/api/recycle-orders/${recycle.orderId}/voucher/activate`, ann)).status).toBe(409);
  });

  it('cancels only while Submitted, and only for the owner', async () => {
    const saved = (await save(ann, deviceOf(current))).body.data;
    expect((await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/cancel`, bob)).status).toBe(403);
    const cancelled = await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/cancel`, ann);
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect((await call('POST', `/proxy/api/recycle-orders/${saved.orderId}/cancel`, ann)).status).toBe(409);
    const handedIn = (await save(ann, deviceOf(current))).body.data;
    await call('POST', `/proxy/api/recycle-orders/qr/${handedIn.orderId}/confirm`, staff, handIn);
    const late = await call('POST', `/proxy/api/recycle-orders/${handedIn.orderId}/cancel`, ann);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CATALOGUE_MESSAGES.cannotCancel);
  });
});

describe('GET /proxy/api/recycle-orders/by-device-owner/{id}', () => {
  it("lists the owner's orders newest first, with limit and offset", async () => {
    const owner = await registerAndLogin(harness.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await save(owner, deviceOf(older))).body.data.orderId as string);
    const all = (await call('GET', `/proxy/api/recycle-orders/by-device-owner/${owner.userId}`, owner)).body
      .data as unknown as { orderId: string }[];
    expect(all.map((order) => order.orderId)).toEqual([...ids].reverse());
    const page = (
      await call('GET', `/proxy/api/recycle-orders/by-device-owner/${owner.userId}?limit=1&offset=1`, owner)
    ).body.data as unknown as { orderId: string }[];
    expect(page.map((order) => order.orderId)).toEqual([ids[1]]);
    expect(
      (await call('GET', `/proxy/api/recycle-orders/by-device-owner/${owner.userId}?limit=101`, owner)).status,
    ).toBe(400);
  });

  it("refuses another owner's list, lets staff read it, and needs a session", async () => {
    const other = await call('GET', `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`, bob);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(SERVER_MESSAGES.noPermission);
    expect((await call('GET', `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`, staff)).status).toBe(200);
    expect((await call('GET', `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`)).status).toBe(401);
  });

  it('keeps the orders without the person when the owner deletes their account', async () => {
    const leaver = await registerAndLogin(harness.app);
    const saved = (await save(leaver, deviceOf(older))).body.data;
    await call('DELETE' as 'POST', '/proxy/deviceOwner/account', leaver, { password: PASSWORD });
    const rows = await harness.app.db.execute(
      sql`select owner_id, order_number from device_orders where id = ${saved.orderId}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      owner_id: null,
      order_number: saved.orderNumber,
    });
  });
});
