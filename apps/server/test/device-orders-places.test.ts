import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, SERVER_MESSAGES, orderDetailSchema, type Language } from '@recircuit/contract';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { call, currentModel, recycleModel, rowsOf, type SeedModel } from './helpers/admin.ts';
import { emailsTo, outboxEmails } from './helpers/outbox.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { SEED_PLACES } from './helpers/places.ts';
import { decodeQr } from './helpers/qr.ts';
import { readEmail, type ReadEmail } from './helpers/read-email.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
const app = () => harness.app;
let ann: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  bob = await registerAndLogin(app());
  staff = await registerStaff(app());
});
// A fresh owner for each test: save-device is limited to 30 a minute per person.
beforeEach(async () => {
  ann = await registerAndLogin(app(), { firstName: 'Ann' });
});

const SAVE = '/proxy/api/device-recycle/save-device';
const catalogueDevice = (model: SeedModel, partnerId: string | undefined = SEED_PLACES[model.classification]) => ({
  classification: model.classification,
  partnerId,
  type: model.type,
  brand: model.brand,
  name: model.name,
  color: model.colors[0],
  storage: model.storagesGb[0],
  grade: 'B',
});
const rareDevice = (partnerId: string | undefined = SEED_PLACES.rare) => ({
  classification: 'rare',
  partnerId,
  type: 'Mobile Phone',
  brand: 'Nokia',
  name: '8110 (1996)',
  grade: 'C',
  description: 'The banana phone, boxed',
});
const donation = (partnerId: string | undefined = SEED_PLACES.donate, extra: object = {}) => ({
  classification: 'donate',
  partnerId,
  type: 'Laptop',
  brand: 'Lenovo',
  name: 'ThinkPad T480',
  grade: 'B',
  ...extra,
});
const save = (who: SignedIn, device: object, headers: Record<string, string> = {}) =>
  app().inject({ method: 'POST', url: SAVE, headers: { ...who.writeHeaders, ...headers }, payload: device });
const json = (response: { json(): unknown }) =>
  response.json() as { code: number; message: string; data: Record<string, unknown>; errors?: unknown[] };
const countOrders = async () =>
  (await rowsOf<{ n: number }>(app(), sql`select count(*)::int as n from device_orders`))[0]?.n;
const detailOf = async (deviceId: string, who: SignedIn) =>
  orderDetailSchema.parse(
    (await call(app(), 'GET', `/proxy/api/recycle-orders/detail?deviceId=${deviceId}`, who)).body.data,
  );

/** Retires a partner as staff would, and lets the cache see it now rather than within seconds. */
async function retire(partnerId: string, retired: boolean) {
  await app().db.execute(
    sql`update partners set retired_at = ${retired ? new Date().toISOString() : null} where id = ${partnerId}`,
  );
  await app().catalogueCache.reload();
}

describe('save-device: the chosen place', () => {
  it('is required, with its own message on partnerId', async () => {
    const before = await countOrders();
    for (const device of [catalogueDevice(currentModel, undefined), rareDevice(undefined), donation(undefined)]) {
      for (const partnerId of [undefined, null, '', '   ']) {
        const response = await save(ann, { ...device, partnerId });
        expect(response.statusCode).toBe(400);
        expect(json(response).message).toBe(CATALOGUE_MESSAGES.placeRequired);
        expect(json(response).errors).toEqual([{ field: 'partnerId', message: CATALOGUE_MESSAGES.placeRequired }]);
      }
    }
    expect(await countOrders()).toBe(before);
  });

  it.each([
    ['a drop-off point for a current device', catalogueDevice(currentModel, SEED_PLACES.recycle)],
    ['a charity for a sale', catalogueDevice(currentModel, SEED_PLACES.donate)],
    ['a specialist for a current device', catalogueDevice(currentModel, SEED_PLACES.rare)],
    ['a trade-in shop for a recycle device', catalogueDevice(recycleModel, SEED_PLACES.current)],
    ['a charity for a recycle device', catalogueDevice(recycleModel, SEED_PLACES.donate)],
    ['a trade-in shop for a rare device', rareDevice(SEED_PLACES.current)],
    ['a drop-off point for a rare device', rareDevice(SEED_PLACES.recycle)],
    ['a trade-in shop for a donation', donation(SEED_PLACES.current)],
    ['a drop-off point for a donation', donation(SEED_PLACES.recycle)],
    ['an unknown partner', catalogueDevice(currentModel, 'nobody-demo')],
    ['a huge id', catalogueDevice(currentModel, 'x'.repeat(100_000))],
  ])('refuses %s: 400 on partnerId, nothing stored', async (_label, device) => {
    const before = await countOrders();
    const response = await save(ann, device);
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe(CATALOGUE_MESSAGES.placeNotOffered);
    expect(json(response).errors).toEqual([{ field: 'partnerId', message: CATALOGUE_MESSAGES.placeNotOffered }]);
    expect(await countOrders()).toBe(before);
  });

  it.each([
    ['an id with NUL characters', catalogueDevice(currentModel, 'swapshop-demo\u0000')],
    ['a number', catalogueDevice(currentModel, 42 as unknown as string)],
    ['an object', catalogueDevice(currentModel, { id: 'swapshop-demo' } as unknown as string)],
  ])('refuses %s as the place: 400 on partnerId, nothing stored', async (_label, device) => {
    const before = await countOrders();
    const response = await save(ann, device);
    expect(response.statusCode).toBe(400);
    expect((json(response).errors as { field: string }[]).map((error) => error.field)).toEqual(['partnerId']);
    expect(await countOrders()).toBe(before);
  });

  it('refuses a retired partner, and takes it again once staff bring it back', async () => {
    await retire(SEED_PLACES.current, true);
    try {
      const refused = await save(ann, catalogueDevice(currentModel));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).message).toBe(CATALOGUE_MESSAGES.placeNotOffered);
    } finally {
      await retire(SEED_PLACES.current, false);
    }
    expect((await save(ann, catalogueDevice(currentModel))).statusCode).toBe(200);
  });

  it("stores the place, and for a current device the partner's own offer from the server's quote", async () => {
    const device = catalogueDevice(currentModel, 'tradeup-corner-demo');
    const query = new URLSearchParams(
      Object.entries(device)
        .filter(([key]) => !['classification', 'partnerId'].includes(key))
        .map(([key, value]) => [key, String(value)]),
    );
    const quote = (await call(app(), 'GET', `/proxy/api/device-recycle/quote?${query}`)).body.data as {
      price: number;
      partnerOffers: { partnerId: string; price: number }[];
    };
    const listed = quote.partnerOffers.find((offer) => offer.partnerId === 'tradeup-corner-demo')?.price;
    expect(listed).toBeGreaterThan(quote.price);

    const response = await save(ann, { ...device, price: 0.01, offer: 9999, offerPence: 1 });
    expect(response.statusCode).toBe(200);
    const saved = json(response).data as { orderId: string; deviceId: string; price: number; commission: number };
    const [row] = await rowsOf<{ partner_id: string; offer_pence: number; price_pence: number }>(
      app(),
      sql`select partner_id, offer_pence, price_pence from device_orders where id = ${saved.orderId}`,
    );
    expect(row?.partner_id).toBe('tradeup-corner-demo');
    expect(row?.offer_pence).toBe(Math.round((row?.price_pence ?? 0) * 1.05));
    expect(saved.price).toBe(quote.price);
    // Commission stays 8% of our quote until the hand-in records what was paid.
    expect(saved.commission).toBe(Math.round(quote.price * 8) / 100);

    const detail = await detailOf(saved.deviceId, ann);
    expect(detail.offer).toBe(listed);
    expect(detail.place).toMatchObject({ partnerId: 'tradeup-corner-demo', kind: 'trade-in', demo: true });
    expect(detail.place?.name).toMatch(/\(demo\)$/);
  });

  it('stores a drop-off point for a recycle device with no offer, and a specialist for a rare one', async () => {
    const recycled = json(await save(ann, catalogueDevice(recycleModel))).data as { deviceId: string };
    expect(await detailOf(recycled.deviceId, ann)).toMatchObject({
      classification: 'recycle',
      offer: null,
      place: { partnerId: SEED_PLACES.recycle, kind: 'drop-off' },
    });
    const rare = json(await save(ann, rareDevice())).data as { deviceId: string };
    expect(await detailOf(rare.deviceId, ann)).toMatchObject({
      classification: 'rare',
      offer: null,
      price: null,
      place: { partnerId: SEED_PLACES.rare, kind: 'specialist' },
    });
  });
});

describe('save-device: donations', () => {
  it('takes type, brand, name and grade in the owner words, at a charity, with no price, commission or voucher', async () => {
    const response = await save(ann, donation(SEED_PLACES.donate, { color: 'Black', storage: 256, price: 500 }));
    expect(response.statusCode).toBe(200);
    const saved = json(response).data as { deviceId: string; orderId: string };
    expect(json(response).data).toMatchObject({
      classification: 'donate',
      price: null,
      commission: null,
      voucherCode: null,
      status: 'Submitted',
    });
    const detail = await detailOf(saved.deviceId, ann);
    expect(detail).toMatchObject({
      classification: 'donate',
      deviceName: 'ThinkPad T480',
      color: 'Black',
      storage: 256,
      offer: null,
      quoteValidUntil: null,
      qrState: 'available',
      place: { partnerId: SEED_PLACES.donate, kind: 'charity' },
    });
    const list = (await call(app(), 'GET', `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`, ann)).body
      .data as { orderId: string; classification: string }[];
    expect(list.find((order) => order.orderId === saved.orderId)?.classification).toBe('donate');
    // Without colour or storage too.
    expect((await save(ann, donation())).statusCode).toBe(200);
  });

  it.each([
    ['no type', { type: '' }, 'type'],
    ['no brand', { brand: undefined }, 'brand'],
    ['no name', { name: '  ' }, 'name'],
    ['no grade', { grade: undefined }, 'grade'],
    ['a bad grade', { grade: 'E' }, 'grade'],
  ])('refuses a donation with %s', async (_label, change, field) => {
    const before = await countOrders();
    const response = await save(ann, { ...donation(), ...change });
    expect(response.statusCode).toBe(400);
    expect((json(response).errors as { field: string }[]).map((error) => error.field)).toContain(field);
    expect(await countOrders()).toBe(before);
  });
});

describe('the order detail: place, offer and the QR state', () => {
  it('fills the new fields for an order just placed', async () => {
    const saved = json(await save(ann, catalogueDevice(currentModel))).data as { deviceId: string };
    const detail = await detailOf(saved.deviceId, ann);
    expect(detail).toMatchObject({
      gradeFound: null,
      revisedPrice: null,
      awaitingDecision: false,
      paid: null,
      payoutMethod: null,
      cancelReason: null,
      qrState: 'available',
    });
    expect(detail.place).toEqual({
      partnerId: 'swapshop-demo',
      name: 'SwapShop (demo)',
      kind: 'trade-in',
      website: expect.any(String),
      demo: true,
      address: expect.stringMatching(/\S/),
      postcode: expect.stringMatching(/\S/),
      openingHours: expect.any(String),
      payoutMethods: expect.arrayContaining(['cash']),
    });
  });

  it('says expired once the quote (or, without one, 14 days from the order) has passed', async () => {
    const current = json(await save(ann, catalogueDevice(currentModel))).data as { deviceId: string; orderId: string };
    await app().db.execute(
      sql`update device_orders set quote_expires_at = now() - interval '1 minute' where id = ${current.orderId}`,
    );
    expect((await detailOf(current.deviceId, ann)).qrState).toBe('expired');

    for (const device of [rareDevice(), donation()]) {
      const saved = json(await save(ann, device)).data as { deviceId: string; orderId: string };
      await app().db.execute(
        sql`update device_orders set created_at = now() - interval '13 days 23 hours' where id = ${saved.orderId}`,
      );
      expect((await detailOf(saved.deviceId, ann)).qrState).toBe('available');
      await app().db.execute(
        sql`update device_orders set created_at = now() - interval '14 days 1 minute' where id = ${saved.orderId}`,
      );
      expect((await detailOf(saved.deviceId, ann)).qrState).toBe('expired');
    }
  });

  it.each([
    ['Handed in', 'handed-in'],
    ['Received', 'handed-in'],
    ['Wiped', 'handed-in'],
    ['Completed', 'completed'],
    ['Cancelled', 'cancelled'],
  ])('says why there is no QR once the order is %s', async (status, qrState) => {
    const saved = json(await save(ann, catalogueDevice(recycleModel))).data as { deviceId: string; orderId: string };
    await app().db.execute(sql`update device_orders set status = ${status} where id = ${saved.orderId}`);
    expect((await detailOf(saved.deviceId, ann)).qrState).toBe(qrState);
  });

  it('says a revised offer awaits the owner while the order is Submitted with a lower grade found', async () => {
    const saved = json(await save(ann, catalogueDevice(currentModel))).data as { deviceId: string; orderId: string };
    await app().db.execute(
      sql`update device_orders set grade_found = 'D', revised_price_pence = 1234 where id = ${saved.orderId}`,
    );
    expect(await detailOf(saved.deviceId, ann)).toMatchObject({
      gradeFound: 'D',
      revisedPrice: 12.34,
      awaitingDecision: true,
    });
  });

  it('still shows a place that has since retired', async () => {
    const saved = json(await save(ann, catalogueDevice(currentModel, 'pocketswap-demo'))).data as {
      deviceId: string;
    };
    await retire('pocketswap-demo', true);
    try {
      expect((await detailOf(saved.deviceId, ann)).place).toMatchObject({ partnerId: 'pocketswap-demo' });
    } finally {
      await retire('pocketswap-demo', false);
    }
  });
});

describe('GET /api/recycle-orders/{id}/qr and /slip.pdf', () => {
  const qrUrl = (orderId: string) => `/proxy/api/recycle-orders/${orderId}/qr`;
  const slipUrl = (orderId: string) => `/proxy/api/recycle-orders/${orderId}/slip.pdf`;

  it("give the owner and staff the order's QR, uncached, whose link shows the order", async () => {
    const saved = json(await save(ann, catalogueDevice(currentModel))).data as { deviceId: string; orderId: string };
    for (const who of [ann, staff]) {
      const qr = await call(app(), 'GET', qrUrl(saved.orderId), who);
      expect(qr.status).toBe(200);
      expect(qr.raw.headers['content-type']).toBe('image/png');
      expect(qr.raw.headers['cache-control']).toContain('no-store');
      const link = new URL(decodeQr(qr.raw.rawPayload) as string);
      expect(link.pathname).toBe('/device-info');
      expect(link.searchParams.get('deviceId')).toBe(saved.deviceId);
      const shown = await call(app(), 'GET', `/proxy/api/qr/info?${link.searchParams}`);
      expect(shown.status).toBe(200);
    }
  });

  it('refuse another owner (403), no session (401) and an unknown order (404)', async () => {
    const saved = json(await save(ann, catalogueDevice(currentModel))).data as { orderId: string };
    for (const url of [qrUrl(saved.orderId), slipUrl(saved.orderId)]) {
      const other = await call(app(), 'GET', url, bob);
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(SERVER_MESSAGES.noPermission);
      expect(other.raw.headers['content-type']).toContain('json');
      expect((await call(app(), 'GET', url)).status).toBe(401);
    }
    expect((await call(app(), 'GET', qrUrl('ord_nothing'), ann)).status).toBe(404);
    expect((await call(app(), 'GET', slipUrl('ord_nothing'), staff)).status).toBe(404);
  });

  it.each([
    ['expired', sql`quote_expires_at = now() - interval '1 second'`, CATALOGUE_MESSAGES.qrExpired],
    ['handed in', sql`status = 'Handed in'`, CATALOGUE_MESSAGES.qrHandedIn],
    ['cancelled', sql`status = 'Cancelled'`, CATALOGUE_MESSAGES.qrCancelled],
    ['completed', sql`status = 'Completed'`, CATALOGUE_MESSAGES.qrCompleted],
  ])('answer 409 saying why once the order is %s, in the caller language', async (_label, change, message) => {
    const saved = json(await save(ann, catalogueDevice(currentModel))).data as { orderId: string };
    await app().db.execute(sql`update device_orders set ${change} where id = ${saved.orderId}`);
    for (const url of [qrUrl(saved.orderId), slipUrl(saved.orderId)]) {
      const refused = await call(app(), 'GET', url, ann);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(message);
      const german = await app().inject({ method: 'GET', url, headers: { cookie: `${ann.cookie}; lang=de-DE` } });
      expect(german.statusCode).toBe(409);
      expect(json(german).message).not.toBe(message);
      expect(json(german).message).toMatch(/QR-Code/);
    }
  });

  it('give a PDF slip in the owner language with the order number, device, offer, place and hours in words', async () => {
    const jonas = await registerAndLogin(app(), { firstName: 'Jonas' });
    await app().db.execute(sql`update users set language = 'de-DE' where id = ${jonas.userId}`);
    const saved = json(await save(jonas, catalogueDevice(currentModel))).data as {
      orderId: string;
      orderNumber: string;
    };
    for (const who of [jonas, staff]) {
      const slip = await call(app(), 'GET', slipUrl(saved.orderId), who);
      expect(slip.status).toBe(200);
      expect(slip.raw.headers['content-type']).toBe('application/pdf');
      expect(slip.raw.headers['cache-control']).toContain('no-store');
      expect(slip.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(slip.raw.rawPayload).replace(/\n/g, ' ');
      expect(text).toContain(saved.orderNumber);
      expect(text).toContain(`${currentModel.brand} ${currentModel.name}`);
      // Staff download it in the owner's language.
      expect(text).toContain('Abgabeschein');
      expect(text).toContain('SwapShop (demo)');
      expect(text).toContain('Öffnungszeiten');
      expect(text).toMatch(/Montag|Mo\./);
      expect(text).toContain('Demo-Partner');
      expect(text).toMatch(/\d+,\d{2}\s£/);
    }
  });

  it('give a slip for a donation and a rare device too, in English, saying what the owner gets', async () => {
    const donated = json(await save(ann, donation())).data as { orderId: string; orderNumber: string };
    const text = pdfText((await call(app(), 'GET', slipUrl(donated.orderId), ann)).raw.rawPayload);
    expect(text).toContain('Hand-in slip');
    expect(text).toContain(donated.orderNumber);
    expect(text).toContain('None: a donation');
    const rare = json(await save(ann, rareDevice())).data as { orderId: string };
    expect(pdfText((await call(app(), 'GET', slipUrl(rare.orderId), ann)).raw.rawPayload)).toContain(
      'Offered at the counter',
    );
  });
});

describe('the order-placed email', () => {
  async function placedMails(to: string, count = 1): Promise<ReadEmail[]> {
    for (let i = 0; i < 100; i += 1) {
      const found = emailsTo(await outboxEmails(harness.config.dataDir), to).map(readEmail);
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} emails to ${to}`);
  }
  async function ownerIn(language: Language, firstName: string) {
    const owner = await registerAndLogin(app(), { firstName });
    await app().db.execute(sql`update users set language = ${language} where id = ${owner.userId}`);
    // Registration may have sent a welcome: only what follows counts.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = emailsTo(await outboxEmails(harness.config.dataDir), owner.email).length;
    return { owner, before };
  }

  it('is sent for a sale in en-GB: order, device, place, address, hours in words, offer, expiry, a link to the order', async () => {
    const { owner, before } = await ownerIn('en-GB', 'Olive');
    const saved = json(await save(owner, catalogueDevice(currentModel))).data as {
      orderNumber: string;
      deviceId: string;
    };
    const mail = (await placedMails(owner.email, before + 1)).at(-1) as ReadEmail;
    const device = `${currentModel.brand} ${currentModel.name}`;
    expect(mail.subject).toBe(`Your order ${saved.orderNumber}: take your ${device} to SwapShop (demo)`);
    const detail = await detailOf(saved.deviceId, owner);
    expect(mail.text).toContain('Hello Olive,');
    expect(mail.text).toContain(`SwapShop (demo) offers £${(detail.offer as number).toFixed(2)} for your ${device}`);
    expect(mail.text).toContain(`Order number: ${saved.orderNumber}`);
    expect(mail.text).toContain(`Address: ${detail.place?.address}, ${detail.place?.postcode}`);
    expect(mail.text).toMatch(/Opening hours: Monday/);
    expect(mail.text).toMatch(/Hand in by: \d{1,2} \w+ 20\d\d/);
    expect(mail.text).toContain('the quote expires');
    expect(mail.text).toContain('QR code');
    expect(mail.text).toContain('demo partner');
    const link = mail.text.match(/See your order: (\S+)/)?.[1] as string;
    const url = new URL(link);
    expect(url.pathname).toBe('/device-info');
    expect(url.searchParams.get('deviceId')).toBe(saved.deviceId);
    expect(url.searchParams.get('t')).toBeNull();
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.html).toContain('SwapShop (demo)');
  });

  it('is sent in de-DE for a recycle order, saying it is free', async () => {
    const { owner, before } = await ownerIn('de-DE', 'Jonas');
    const saved = json(await save(owner, catalogueDevice(recycleModel))).data as { orderNumber: string };
    const mail = (await placedMails(owner.email, before + 1)).at(-1) as ReadEmail;
    expect(mail.subject).toContain(`Ihr Auftrag ${saved.orderNumber}`);
    expect(mail.text).toContain('Guten Tag Jonas,');
    expect(mail.text).toContain('Das Recycling ist kostenlos');
    expect(mail.text).toContain('Öffnungszeiten: ');
    expect(mail.text).toContain('Abgabe bis: ');
    expect(mail.html).toContain('<html lang="de-DE">');
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Hello|Your order|Opening hours/);
  });

  it('thanks a donor naming the charity, with no price', async () => {
    const { owner, before } = await ownerIn('en-GB', 'Dana');
    await save(owner, donation());
    const mail = (await placedMails(owner.email, before + 1)).at(-1) as ReadEmail;
    expect(mail.text).toMatch(/Thank you for donating your Lenovo ThinkPad T480 to .+\(demo\)/);
    expect(mail.text).toContain('Payment: None: a donation');
    expect(mail.text).not.toMatch(/£/);
  });

  it('is sent once for a repeated Idempotency-Key, even when both arrive together', async () => {
    const { owner, before } = await ownerIn('en-GB', 'Ida');
    const key = `placed-${Date.now()}`;
    const [first, second] = await Promise.all([
      save(owner, catalogueDevice(recycleModel), { 'idempotency-key': key }),
      save(owner, catalogueDevice(recycleModel), { 'idempotency-key': key }),
    ]);
    const third = await save(owner, catalogueDevice(recycleModel), { 'idempotency-key': key });
    expect(json(second).data.orderId).toBe(json(first).data.orderId);
    expect(json(third).data.orderId).toBe(json(first).data.orderId);
    await placedMails(owner.email, before + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(emailsTo(await outboxEmails(harness.config.dataDir), owner.email)).toHaveLength(before + 1);
  });

  it('is not sent for a refused order', async () => {
    const { owner, before } = await ownerIn('en-GB', 'Rita');
    expect((await save(owner, catalogueDevice(currentModel, SEED_PLACES.recycle))).statusCode).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(emailsTo(await outboxEmails(harness.config.dataDir), owner.email)).toHaveLength(before);
  });
});

describe('save-device: orders per owner', () => {
  it('are limited across instances, counted in the database', async () => {
    const owner = await registerAndLogin(app());
    await app().db.execute(
      sql`insert into rate_limit_events (bucket, key) select 'device-orders-owner', ${owner.userId} from generate_series(1, 60)`,
    );
    const before = await countOrders();
    const refused = await save(owner, catalogueDevice(recycleModel));
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe(SERVER_MESSAGES.tooManyRequests);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await countOrders()).toBe(before);
    // Another owner is not held up.
    expect((await save(bob, catalogueDevice(recycleModel))).statusCode).toBe(200);
  });
});
