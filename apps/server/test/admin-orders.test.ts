import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  SERVER_MESSAGES,
  adminDeviceOrderSchema,
  adminUnknownOrderSchema,
  unknownOrderSchema,
} from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { registerAdmin, registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import {
  call,
  currentModel,
  modelIdOf,
  placeDeviceOrder,
  rareModel,
  recycleModel,
  rowsOf,
  submitUnknown,
  type SeedModel,
} from './helpers/admin.ts';
import { insertDataOrder } from './helpers/fulfilment.ts';
import { handInAsStaff } from './helpers/hand-in.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app, { firstName: 'Olive', lastName: 'Owner' });
  await harness.app.db.execute(sql`update users set phone = '07700900123' where id = ${owner.userId}`);
  other = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  admin = await registerAdmin(harness.app);
});

const app = () => harness.app;
const auditOf = async (subject: string) =>
  (await AuditLog.list(app().db, 1000, 0)).filter((entry) => entry.subject === subject);
/** The owner's emails, quoted-printable soft breaks undone. */
const mailTo = async (email: string) =>
  emailsTo(await outboxEmails(harness.config.dataDir), email).map((eml) =>
    Buffer.from(
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
const status = (orderId: string, who: SignedIn, body: object) =>
  call(app(), 'POST', `/proxy/api/admin/device-orders/${orderId}/status`, who, body);

describe('every orders endpoint checks the role', () => {
  it('401 without a session, 403 for an owner (even their own order), 200 for staff and admins', async () => {
    const device = await placeDeviceOrder(app(), owner);
    const unknown = await submitUnknown(app(), owner);
    const data = await insertDataOrder(app(), owner.userId);
    const reads = [
      '/proxy/api/admin/overview',
      '/proxy/api/admin/orders',
      `/proxy/api/admin/device-orders/${device.orderId}`,
      `/proxy/api/admin/unknown-orders/${unknown.orderId}`,
      `/proxy/api/admin/data-orders/${data.id}`,
      '/proxy/api/admin/audit',
      '/proxy/api/admin/reports/orders.csv?from=2026-01-01&to=2026-01-31',
    ];
    for (const url of reads) {
      expect((await call(app(), 'GET', url)).status, url).toBe(401);
      const asOwner = await call(app(), 'GET', url, owner);
      expect(asOwner.status, url).toBe(403);
      expect(asOwner.body.message).toBe(SERVER_MESSAGES.noPermission);
      expect((await call(app(), 'GET', url, staff)).status, url).toBe(200);
      expect((await call(app(), 'GET', url, admin)).status, url).toBe(200);
    }
    const writes: [string, object][] = [
      [`/proxy/api/admin/device-orders/${device.orderId}/status`, { status: 'Handed in' }],
      [`/proxy/api/admin/unknown-orders/${unknown.orderId}/review`, {}],
      [`/proxy/api/admin/unknown-orders/${unknown.orderId}/identify`, { modelId: 1, grade: 'B' }],
      [`/proxy/api/admin/unknown-orders/${unknown.orderId}/reject`, { reason: 'No' }],
    ];
    for (const [url, body] of writes) {
      expect((await call(app(), 'POST', url, undefined, body)).status, url).toBe(401);
      expect((await call(app(), 'POST', url, owner, body)).status, url).toBe(403);
      // A cookie session without the CSRF header is refused before anything happens.
      const noCsrf = await app().inject({ method: 'POST', url, payload: body, headers: { cookie: staff.cookie } });
      expect(noCsrf.statusCode, url).toBe(403);
      expect(noCsrf.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    }
    // Nothing moved.
    expect((await call(app(), 'GET', `/proxy/api/admin/device-orders/${device.orderId}`, staff)).body.data.status).toBe(
      'Submitted',
    );
    expect(
      (await call(app(), 'GET', `/proxy/api/admin/unknown-orders/${unknown.orderId}`, staff)).body.data.status,
    ).toBe('Submitted');
    // Staff and admins alike may act.
    expect((await handInAsStaff(app(), admin, device.orderId)).status).toBe(200);
    expect((await call(app(), 'POST', writes[1]![0], staff, {})).status).toBe(200);
  });
});

describe('device orders: one next step at a time', () => {
  it('walks from the hand-in at the counter → Received → Wiped → Completed, each kept with who, when and the note, audited and emailed', async () => {
    const order = await placeDeviceOrder(app(), owner, currentModel);
    const detail = await call(app(), 'GET', `/proxy/api/admin/device-orders/${order.orderId}`, staff);
    expect(detail.status).toBe(200);
    expect(adminDeviceOrderSchema.safeParse(detail.body.data).success).toBe(true);
    expect(detail.body.data).toMatchObject({
      kind: 'device',
      status: 'Submitted',
      // The hand-in is the counter's step (with the grade found and the payment), not a plain move.
      nextStatus: null,
      owner: { userId: owner.userId, firstName: 'Olive', lastName: 'Owner', email: owner.email, phone: '07700900123' },
    });
    // Staff never see a password hash or a session token.
    expect(JSON.stringify(detail.body.data)).not.toMatch(/argon2|passwordHash|password_hash|token/i);

    expect((await status(order.orderId, staff, { status: 'Handed in' })).status).toBe(409);
    expect((await handInAsStaff(app(), staff, order.orderId)).status).toBe(200);
    // Staff see the chosen place and what the counter recorded: grade found, amount paid, how, commission on it.
    const handedIn = (await call(app(), 'GET', `/proxy/api/admin/device-orders/${order.orderId}`, staff)).body.data;
    expect(adminDeviceOrderSchema.safeParse(handedIn).success).toBe(true);
    expect(handedIn).toMatchObject({
      status: 'Handed in',
      nextStatus: 'Received',
      place: { partnerId: 'swapshop-demo', name: 'SwapShop (demo)' },
      grade: 'B',
      gradeFound: 'B',
      revisedPrice: null,
      awaitingDecision: false,
      paid: handedIn.offer,
      payoutMethod: 'cash',
      commission: Math.round(handedIn.offer * 8) / 100,
      cancelReason: null,
    });
    const steps = ['Received', 'Wiped', 'Completed'] as const;
    for (const [index, next] of steps.entries()) {
      const moved = await status(order.orderId, staff, { status: next, note: `step ${index + 1}` });
      expect(moved.status, next).toBe(200);
      expect(moved.body.message).toBe(ADMIN_MESSAGES.statusChanged);
      expect(moved.body.data.status).toBe(next);
      expect(moved.body.data.nextStatus).toBe(steps[index + 1] ?? null);
      const last = moved.body.data.history.at(-1);
      expect(last).toMatchObject({
        status: next,
        note: `step ${index + 1}`,
        actor: { userId: staff.userId, email: staff.email },
      });
    }

    // The owner's own page shows every step.
    const ownerView = await call(app(), 'GET', `/proxy/api/recycle-orders/detail?deviceId=${order.deviceId}`, owner);
    expect(ownerView.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'Submitted',
      'Handed in',
      ...steps,
    ]);

    const audit = await auditOf(`device-order:${order.orderId}`);
    expect(audit.map((entry) => [entry.actorId, entry.action, entry.detail?.from, entry.detail?.to])).toEqual(
      expect.arrayContaining(
        steps.map((next, index) => [
          staff.userId,
          'device-order.status',
          index === 0 ? 'Handed in' : steps[index - 1],
          next,
        ]),
      ),
    );
    expect(audit.find((entry) => entry.detail?.to === 'Wiped')?.detail?.note).toBe('step 2');

    const mails = (await mailTo(owner.email)).filter((eml) => eml.includes(order.orderNumber));
    for (const next of steps) {
      const mail = mails.find((eml) => subjectOf(eml) === `Your order ${order.orderNumber} is now ${next}`);
      expect(mail, next).toBeDefined();
      expect(mail).toContain('Content-Type: text/plain');
      expect(mail).toContain('Content-Type: text/html');
      expect(mail).toContain(`/device-info?userId=${owner.userId}&deviceId=${order.deviceId}`);
      // The staff note is kept for staff, not sent to the owner.
      expect(mail).not.toContain('step 1');
    }
    // The last email of a sold device names the amount paid at the counter.
    const completed = mails.find((eml) => subjectOf(eml) === `Your order ${order.orderNumber} is now Completed`);
    const paid = (await call(app(), 'GET', `/proxy/api/admin/device-orders/${order.orderId}`, staff)).body.data.paid;
    expect(paid).toBeGreaterThan(0);
    expect(completed).toContain(`You were paid £${(paid as number).toFixed(2)} by`);
  });

  it('refuses a skip, a step back, a repeat, an ended or cancelled order with 409, and changes nothing', async () => {
    const order = await placeDeviceOrder(app(), owner);
    const refused = async (body: object) => {
      const answer = await status(order.orderId, staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(409);
      expect(answer.body.message).toBe(ADMIN_MESSAGES.statusChangeNotAllowed);
    };
    await refused({ status: 'Received' });
    await refused({ status: 'Completed' });
    await refused({ status: 'Submitted' });
    await refused({ status: 'Cancelled' });
    await refused({ status: 'Handed in' });
    expect((await handInAsStaff(app(), staff, order.orderId)).status).toBe(200);
    await refused({ status: 'Handed in' });
    await refused({ status: 'Submitted' });
    await refused({ status: 'Wiped' });
    for (const next of ['Received', 'Wiped', 'Completed']) {
      expect((await status(order.orderId, staff, { status: next })).status).toBe(200);
    }
    await refused({ status: 'Completed' });
    await refused({ status: 'Wiped' });
    const detail = await call(app(), 'GET', `/proxy/api/admin/device-orders/${order.orderId}`, staff);
    expect(detail.body.data.history).toHaveLength(5);
    expect(detail.body.data.nextStatus).toBeNull();
    expect(await auditOf(`device-order:${order.orderId}`)).toHaveLength(4);

    const cancelled = await placeDeviceOrder(app(), owner);
    expect((await call(app(), 'POST', `/proxy/api/recycle-orders/${cancelled.orderId}/cancel`, owner, {})).status).toBe(
      200,
    );
    for (const next of ['Handed in', 'Received', 'Submitted']) {
      const answer = await status(cancelled.orderId, staff, { status: next });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(ADMIN_MESSAGES.statusChangeNotAllowed);
    }
    expect(await auditOf(`device-order:${cancelled.orderId}`)).toHaveLength(0);
  });

  it('checks its input: a missing or unknown status and a long note are 400; an unknown id is 404', async () => {
    const order = await placeDeviceOrder(app(), owner);
    await handInAsStaff(app(), staff, order.orderId);
    for (const body of [{}, { status: 'Shipped' }, { status: 42 }, { status: ['Handed in'] }]) {
      const answer = await status(order.orderId, staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errors?.[0]?.field).toBe('status');
    }
    const long = await status(order.orderId, staff, { status: 'Received', note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(ADMIN_MESSAGES.noteTooLong);
    expect((await status(order.orderId, staff, { status: 'Received', note: 'x'.repeat(500) })).status).toBe(200);
    expect((await status('ord_nothing', staff, { status: 'Received' })).status).toBe(404);
    expect((await call(app(), 'GET', '/proxy/api/admin/device-orders/ord_nothing', staff)).status).toBe(404);
  });

  it('makes one step of two simultaneous clicks: one answer is 200, the other 409, one entry each', async () => {
    const order = await placeDeviceOrder(app(), owner);
    expect((await handInAsStaff(app(), staff, order.orderId)).status).toBe(200);
    const before = (await mailTo(owner.email)).length;
    const answers = await Promise.all([
      status(order.orderId, staff, { status: 'Received' }),
      status(order.orderId, admin, { status: 'Received' }),
      status(order.orderId, staff, { status: 'Received' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const history = await rowsOf<{ status: string }>(
      app(),
      sql`select status from device_order_events where order_id = ${order.orderId} and status = 'Received'`,
    );
    expect(history).toHaveLength(1);
    expect(
      (await auditOf(`device-order:${order.orderId}`)).filter((entry) => entry.detail?.to === 'Received'),
    ).toHaveLength(1);
    expect((await mailTo(owner.email)).length).toBe(before + 1);
  });

  it('still lets a partner or staff confirm the hand-in on the order page, and staff move on from there', async () => {
    const order = await placeDeviceOrder(app(), owner);
    const confirmed = await call(app(), 'POST', `/proxy/api/recycle-orders/qr/${order.orderId}/confirm`, staff, {
      gradeFound: 'B',
    });
    expect(confirmed.status).toBe(200);
    expect((await status(order.orderId, staff, { status: 'Handed in' })).status).toBe(409);
    expect((await status(order.orderId, staff, { status: 'Received' })).status).toBe(200);
  });
});

describe('unknown devices: review, identify, reject', () => {
  const unknownUrl = (orderId: string, action = '') =>
    `/proxy/api/admin/unknown-orders/${orderId}${action ? `/${action}` : ''}`;
  const ownerList = async () =>
    (await call(app(), 'GET', `/proxy/api/recycle-orders/unknown/by-device-owner/${owner.userId}`, owner)).body
      .data as { orderId: string; status: string; identification: unknown; rejectionReason: string | null }[];

  it('shows staff the photos (which they may open), the owner and the actions open', async () => {
    const order = await submitUnknown(app(), owner, 'A grey games console with two slots');
    const detail = await call(app(), 'GET', unknownUrl(order.orderId), staff);
    expect(detail.status).toBe(200);
    expect(adminUnknownOrderSchema.safeParse(detail.body.data).success).toBe(true);
    expect(detail.body.data).toMatchObject({
      kind: 'unknown',
      status: 'Submitted',
      description: 'A grey games console with two slots',
      owner: { userId: owner.userId, email: owner.email },
      actions: ['review', 'identify', 'reject'],
      identification: null,
      rejectionReason: null,
    });
    expect(detail.body.data.history).toEqual([expect.objectContaining({ status: 'Submitted', actor: null })]);
    expect(detail.body.data.imageUrls).toEqual(order.imageUrls);
    const photo = await app().inject({
      method: 'GET',
      url: `/proxy${detail.body.data.imageUrls[0]}`.replace('/proxy/proxy', '/proxy'),
      headers: { cookie: staff.cookie },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    expect((await call(app(), 'GET', unknownUrl('unk_nothing'), staff)).status).toBe(404);
  });

  it('review: Submitted → Under review, once, audited and emailed', async () => {
    const order = await submitUnknown(app(), owner);
    const reviewed = await call(app(), 'POST', unknownUrl(order.orderId, 'review'), staff, {});
    expect(reviewed.status).toBe(200);
    expect(reviewed.body.data).toMatchObject({ status: 'Under review', actions: ['identify', 'reject'] });
    expect(reviewed.body.data.history.at(-1)).toMatchObject({ status: 'Under review', actor: { email: staff.email } });
    const again = await call(app(), 'POST', unknownUrl(order.orderId, 'review'), staff, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.statusChangeNotAllowed);
    expect(await auditOf(`unknown-order:${order.orderId}`)).toEqual([
      expect.objectContaining({ actorId: staff.userId, action: 'unknown-order.review' }),
    ]);
    expect((await mailTo(owner.email)).some((eml) => subjectOf(eml).includes(order.orderNumber))).toBe(true);
    expect((await ownerList()).find((item) => item.orderId === order.orderId)?.status).toBe('Under review');
  });

  it("identify: against a published model with the server's own quote (whatever price is sent), stored, shown to the owner, emailed with a link to continue", async () => {
    const order = await submitUnknown(app(), owner);
    await call(app(), 'POST', unknownUrl(order.orderId, 'review'), staff, {});
    const modelId = await modelIdOf(app(), currentModel);
    const color = currentModel.colors.at(-1) as string;
    const storage = currentModel.storagesGb.at(-1) as number;
    const identified = await call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, {
      modelId,
      grade: 'c',
      color,
      storage,
      price: 0.01,
      pricePence: 1,
      note: 'Matched by the serial',
    });
    expect(identified.status).toBe(200);
    expect(identified.body.message).toBe(ADMIN_MESSAGES.identified);
    const query = new URLSearchParams({
      type: currentModel.type,
      brand: currentModel.brand,
      name: currentModel.name,
      color,
      storage: String(storage),
      grade: 'C',
    });
    const serverQuote = (await call(app(), 'GET', `/proxy/api/device-recycle/calculate-price?${query}`)).body.data;
    expect(serverQuote).toBeGreaterThan(1);
    expect(identified.body.data).toMatchObject({
      status: 'Identified',
      actions: [],
      identification: {
        modelId,
        brand: currentModel.brand,
        name: currentModel.name,
        classification: 'current',
        grade: 'C',
        color,
        storage,
        price: serverQuote,
      },
    });
    const continuePath = identified.body.data.identification.continuePath as string;
    expect(continuePath.startsWith('/recycle/current?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(continuePath.split('?')[1]))).toMatchObject({
      type: currentModel.type,
      brand: currentModel.brand,
      name: currentModel.name,
    });
    expect(identified.body.data.history.at(-1)).toMatchObject({ status: 'Identified', note: 'Matched by the serial' });

    // My Orders shows it: the status, the quote and where to go on.
    const mine = (await ownerList()).find((item) => item.orderId === order.orderId);
    expect(unknownOrderSchema.safeParse(mine).success).toBe(true);
    expect(mine).toMatchObject({ status: 'Identified', identification: { price: serverQuote, continuePath } });

    const stored = await rowsOf<{ price_pence: number }>(
      app(),
      sql`select price_pence from unknown_orders where id = ${order.orderId}`,
    );
    expect(stored[0]?.price_pence).toBe(Math.round(serverQuote * 100));
    const [entry] = (await auditOf(`unknown-order:${order.orderId}`)).filter(
      (e) => e.action === 'unknown-order.identify',
    );
    expect(entry).toMatchObject({
      actorId: staff.userId,
      detail: { modelId, pricePence: Math.round(serverQuote * 100), grade: 'C' },
    });

    const mail = (await mailTo(owner.email)).find((eml) => subjectOf(eml).startsWith('We have identified your device'));
    expect(mail).toBeDefined();
    expect(mail).toContain(`£${serverQuote.toFixed(2)}`);
    expect(mail).toContain(`${harness.config.publicUrl}/recycle/current?`);
    expect(mail).toContain('Content-Type: text/html');

    // An identified device is done: no second identification, review or rejection.
    for (const [action, body] of [
      ['identify', { modelId, grade: 'A' }],
      ['review', {}],
      ['reject', { reason: 'Too late' }],
    ] as const) {
      const answer = await call(app(), 'POST', unknownUrl(order.orderId, action), staff, body);
      expect(answer.status, action).toBe(409);
    }
  });

  it('identify: straight from Submitted against a draft model staff just created, priced at its first colour and smallest storage', async () => {
    const order = await submitUnknown(app(), owner, 'A phone from 2023 with a round camera');
    const created = await call(app(), 'POST', '/proxy/api/admin/catalogue/models', staff, {
      type: currentModel.type,
      brand: 'Nothing',
      name: `Phone (d1-${Date.now()})`,
      releaseYear: new Date().getUTCFullYear() - 1,
      launchPrice: 599,
      classification: 'recycle',
      colors: ['White', 'Black'],
      storages: [256, 128],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('draft');
    const identified = await call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, {
      modelId: created.body.data.id,
      grade: 'A',
    });
    expect(identified.status).toBe(200);
    expect(identified.body.data.identification).toMatchObject({
      modelId: Number(created.body.data.id),
      color: 'White',
      storage: 128,
      classification: 'recycle',
    });
    expect(identified.body.data.identification.price).toBeGreaterThan(0);
    expect(identified.body.data.identification.continuePath.startsWith('/recycle/recycle?')).toBe(true);
  });

  it('identify: a model whose name begins with its brand is named once ("Apple Watch", not "Apple Apple Watch")', async () => {
    const order = await submitUnknown(app(), owner, 'A small square watch');
    const name = `Apple Watch Series (b${Date.now()})`;
    const created = await call(app(), 'POST', '/proxy/api/admin/catalogue/models', staff, {
      type: currentModel.type,
      brand: 'Apple',
      name,
      releaseYear: new Date().getUTCFullYear() - 2,
      launchPrice: 399,
      classification: 'recycle',
      colors: ['Silver'],
      storages: [32],
    });
    expect(created.status).toBe(200);
    const identified = await call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, {
      modelId: created.body.data.id,
      grade: 'A',
    });
    expect(identified.status).toBe(200);
    const subjects = (await mailTo(owner.email)).map(subjectOf);
    expect(subjects).toContain(`We have identified your device: ${name}`);
    expect(subjects.join('\n')).not.toContain('Apple Apple');
    const listed = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?kind=unknown&q=${encodeURIComponent(name)}`,
      staff,
    );
    expect(listed.body.data.items).toEqual([expect.objectContaining({ orderId: order.orderId, deviceName: name })]);
    const [entry] = await auditOf(`unknown-order:${order.orderId}`);
    expect(entry?.detail).toMatchObject({ model: name });
  });

  it('identify as a rare model: no catalogue price and no quote, the owner sent on to the specialists (DOMAIN.md)', async () => {
    const rare = rareModel as SeedModel;
    const order = await submitUnknown(app(), owner, 'A very old brick of a phone with an antenna');
    const modelId = await modelIdOf(app(), rare);
    const identified = await call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, { modelId, grade: 'B' });
    expect(identified.status, JSON.stringify(identified.body)).toBe(200);
    expect(identified.body.data).toMatchObject({
      status: 'Identified',
      identification: { modelId, classification: 'rare', grade: 'B', price: null, quoteValidUntil: null },
    });
    const continuePath = identified.body.data.identification.continuePath as string;
    expect(continuePath.startsWith('/recycle/rare?')).toBe(true);
    const mine = (await ownerList()).find((item) => item.orderId === order.orderId);
    expect(unknownOrderSchema.safeParse(mine).success).toBe(true);
    expect(mine).toMatchObject({ identification: { price: null, continuePath } });
    const stored = await rowsOf<{ price_pence: number | null; quote_expires_at: Date | null }>(
      app(),
      sql`select price_pence, quote_expires_at from unknown_orders where id = ${order.orderId}`,
    );
    expect(stored).toEqual([{ price_pence: null, quote_expires_at: null }]);
    const [entry] = (await auditOf(`unknown-order:${order.orderId}`)).filter(
      (e) => e.action === 'unknown-order.identify',
    );
    expect(entry).toMatchObject({ actorId: staff.userId, detail: { modelId, pricePence: null } });
    const mail = (await mailTo(owner.email)).find(
      (eml) => subjectOf(eml).startsWith('We have identified your device') && subjectOf(eml).includes(rare.name),
    );
    expect(mail).toContain('a specialist partner values it');
    expect(mail).not.toContain('Our quote is');
    expect(mail).toContain(`${harness.config.publicUrl}/recycle/rare?`);
  });

  it('identify: refuses a model that is not there, a colour or storage it lacks, a bad grade, and changes nothing', async () => {
    const order = await submitUnknown(app(), owner);
    const modelId = await modelIdOf(app(), recycleModel);
    const cases: [object, number][] = [
      [{ grade: 'B' }, 400],
      [{ modelId: 'abc', grade: 'B' }, 400],
      [{ modelId, grade: 'E' }, 400],
      [{ modelId, grade: 'B', note: 'n'.repeat(501) }, 400],
      [{ modelId: 999_999, grade: 'B' }, 404],
      [{ modelId, grade: 'B', color: 'Not a colour' }, 400],
      [{ modelId, grade: 'B', storage: 3 }, 400],
    ];
    for (const [body, expected] of cases) {
      const answer = await call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(expected);
    }
    expect((await call(app(), 'GET', unknownUrl(order.orderId), staff)).body.data.status).toBe('Submitted');
    expect(await auditOf(`unknown-order:${order.orderId}`)).toHaveLength(0);
  });

  it('reject: needs a reason of 1 to 500 characters; the owner sees it in My Orders and in the email', async () => {
    const order = await submitUnknown(app(), owner);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: null }]) {
      const answer = await call(app(), 'POST', unknownUrl(order.orderId, 'reject'), staff, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toBe(ADMIN_MESSAGES.reasonRequired);
      expect(answer.body.errors?.[0]?.field).toBe('reason');
    }
    const long = await call(app(), 'POST', unknownUrl(order.orderId, 'reject'), staff, { reason: 'r'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(ADMIN_MESSAGES.reasonTooLong);
    expect(await auditOf(`unknown-order:${order.orderId}`)).toHaveLength(0);

    const reason = 'This is a <b>microwave</b>, not an electronic device we take';
    const rejected = await call(app(), 'POST', unknownUrl(order.orderId, 'reject'), staff, { reason: `  ${reason} ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'Rejected', rejectionReason: reason, actions: [] });
    expect((await ownerList()).find((item) => item.orderId === order.orderId)).toMatchObject({
      status: 'Rejected',
      rejectionReason: reason,
      identification: null,
    });
    expect(await auditOf(`unknown-order:${order.orderId}`)).toEqual([
      expect.objectContaining({
        action: 'unknown-order.reject',
        actorId: staff.userId,
        detail: expect.objectContaining({ reason }),
      }),
    ]);
    const mail = (await mailTo(owner.email)).find(
      (eml) => subjectOf(eml) === `About the device you described: ${order.orderNumber}`,
    );
    expect(mail).toContain('This is a <b>microwave</b>');
    // Escaped in the HTML part.
    expect(mail).toContain('<p>The reason: This is a &#60;b&#62;microwave&#60;/b&#62;');
    expect((await call(app(), 'POST', unknownUrl(order.orderId, 'reject'), staff, { reason: 'again' })).status).toBe(
      409,
    );
  });

  it('of an identify and a reject at the same moment, exactly one happens', async () => {
    const order = await submitUnknown(app(), owner);
    const modelId = await modelIdOf(app(), recycleModel);
    const answers = await Promise.all([
      call(app(), 'POST', unknownUrl(order.orderId, 'identify'), staff, { modelId, grade: 'B' }),
      call(app(), 'POST', unknownUrl(order.orderId, 'reject'), admin, { reason: 'Not ours' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(`unknown-order:${order.orderId}`)).toHaveLength(1);
    const events = await rowsOf(app(), sql`select status from unknown_order_events where order_id = ${order.orderId}`);
    expect(events).toHaveLength(2);
  });
});

describe('data orders for staff', () => {
  it('shows the owner, the timeline with who started it, and what may be done next', async () => {
    const order = await insertDataOrder(app(), owner.userId, { deviceSerial: 'SN-123456' });
    const before = await call(app(), 'GET', `/proxy/api/admin/data-orders/${order.id}`, staff);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      kind: 'data',
      status: 'Processing',
      owner: { userId: owner.userId, email: owner.email },
      deviceSerial: 'SN-123456',
      startedAt: null,
      actions: ['start', 'archive'],
      isOwner: false,
    });
    expect((await call(app(), 'POST', `/proxy/api/admin/data-orders/${order.id}/start`, staff, {})).status).toBe(200);
    const after = await call(app(), 'GET', `/proxy/api/admin/data-orders/${order.id}`, staff);
    expect(after.body.data.actions).toEqual(['archive']);
    expect(after.body.data.timeline.at(-1)).toMatchObject({
      status: 'Processing',
      note: 'Work started',
      actor: { userId: staff.userId, email: staff.email },
    });
    expect((await call(app(), 'GET', '/proxy/api/admin/data-orders/dor_nothing', staff)).status).toBe(404);
  });

  it('offers the erasure only while Processing; once certified and completed, only an admin may correct it', async () => {
    const order = await insertDataOrder(app(), owner.userId, { serviceType: 'erase', startedAt: new Date() });
    const actionsOf = async (who: SignedIn) =>
      (await call(app(), 'GET', `/proxy/api/admin/data-orders/${order.id}`, who)).body.data.actions;
    expect(await actionsOf(staff)).toEqual(['erasure']);
    expect(await actionsOf(admin)).toEqual(['erasure']);
    const recorded = await call(app(), 'POST', `/proxy/api/admin/data-orders/${order.id}/erasure`, staff, {
      method: 'Purge',
      tool: 'nwipe',
      verification: 'Read-back of every sector',
      result: 'Passed',
    });
    expect(recorded.status).toBe(200);
    expect(await actionsOf(staff)).toEqual([]);
    expect(await actionsOf(admin)).toEqual(['correct']);
  });
});

describe('GET /api/admin/orders', () => {
  it("lists every owner's orders newest first with the owner, finds by order number, email or device name, and pages", async () => {
    const shopper = await registerAndLogin(app(), { email: `Paging.Person.${Date.now()}@Example.org` });
    const placed = [];
    for (let i = 0; i < 3; i += 1) placed.push(await placeDeviceOrder(app(), shopper));
    const unknown = await submitUnknown(app(), shopper, 'A zq-unique-gadget with a dial');
    const data = await insertDataOrder(app(), shopper.userId, { deviceName: 'ZQ Laptop 9000' });

    const byEmail = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?q=${encodeURIComponent(shopper.email.toUpperCase())}`,
      staff,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.total).toBe(5);
    expect(byEmail.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([
      data.id,
      unknown.orderId,
      ...placed.map((order) => order.orderId).reverse(),
    ]);
    expect(byEmail.body.data.items[0]).toMatchObject({
      kind: 'data',
      variant: 'retrieval',
      deviceName: 'ZQ Laptop 9000',
      owner: { userId: shopper.userId, name: 'Ann Owner', email: shopper.email.toLowerCase() },
    });
    expect(JSON.stringify(byEmail.body.data)).not.toMatch(/argon2|password|token/i);

    const page = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?q=${encodeURIComponent(shopper.email)}&limit=2&offset=2`,
      staff,
    );
    expect(page.body.data).toMatchObject({ total: 5, limit: 2, offset: 2 });
    expect(page.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual(
      placed
        .map((order) => order.orderId)
        .reverse()
        .slice(0, 2),
    );

    const kindPage = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?kind=device&q=${encodeURIComponent(shopper.email)}&limit=1&offset=1`,
      staff,
    );
    expect(kindPage.body.data.total).toBe(3);
    expect(kindPage.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([placed[1]!.orderId]);

    // A page past the last still says how many there are (the page's rows carry the total otherwise).
    const pastTheEnd = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?kind=device&q=${encodeURIComponent(shopper.email)}&limit=1&offset=3`,
      staff,
    );
    expect(pastTheEnd.body.data).toMatchObject({ total: 3, items: [] });

    const byNumber = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?q=${placed[0]!.orderNumber.toLowerCase()}`,
      staff,
    );
    expect(byNumber.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([placed[0]!.orderId]);

    const byName = await call(app(), 'GET', '/proxy/api/admin/orders?q=zq-UNIQUE-gadget', staff);
    expect(byName.body.data.items).toEqual([expect.objectContaining({ kind: 'unknown', orderId: unknown.orderId })]);
    const byDevice = await call(app(), 'GET', '/proxy/api/admin/orders?kind=data&q=zq laptop', staff);
    expect(byDevice.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([data.id]);

    // Wildcards are plain characters.
    expect((await call(app(), 'GET', '/proxy/api/admin/orders?q=%25', staff)).body.data.total).toBe(0);
    expect((await call(app(), 'GET', '/proxy/api/admin/orders?q=_', staff)).body.data.total).toBe(0);
  });

  it('names an owner whose name is written in Chinese family name first, with no space (docs/i18n.md)', async () => {
    const wang = await registerAndLogin(app(), {
      firstName: '小明',
      lastName: '王',
      email: `wang.xiaoming.${Date.now()}@example.org`,
    });
    const order = await placeDeviceOrder(app(), wang);
    const listed = await call(app(), 'GET', `/proxy/api/admin/orders?q=${encodeURIComponent(wang.email)}`, staff);
    expect(listed.body.data.items).toEqual([
      expect.objectContaining({ orderId: order.orderId, owner: expect.objectContaining({ name: '王小明' }) }),
    ]);
  });

  it('sorts one kind on the server by any column, either way, empty cells last, so every page follows the order', async () => {
    const sorter = await registerAndLogin(app(), { email: `sort.zz.${Date.now()}@example.org` });
    const marker = `SORT${Date.now()}`;
    const prices = [2999, 11999, 4999];
    for (const [index, pricePence] of prices.entries()) {
      await insertDataOrder(app(), sorter.userId, { deviceName: `${marker} ${'CBA'[index]}`, pricePence });
    }
    await insertDataOrder(app(), other.userId, { deviceName: `${marker} D`, pricePence: 999 });
    const list = async (sort: string, dir: string, extra = '') =>
      (
        await call(app(), 'GET', `/proxy/api/admin/orders?kind=data&q=${marker}&sort=${sort}&dir=${dir}${extra}`, staff)
      ).body.data.items.map((item: { deviceName: string }) => item.deviceName.slice(-1));

    expect(await list('price', 'asc')).toEqual(['D', 'C', 'A', 'B']);
    expect(await list('price', 'desc')).toEqual(['B', 'A', 'C', 'D']);
    expect(await list('deviceName', 'asc')).toEqual(['A', 'B', 'C', 'D']);
    expect(await list('deviceName', 'asc', '&limit=2&offset=2')).toEqual(['C', 'D']);
    // By the owner's email: the other owner's address starts "owner.", the sorter's "sort.zz".
    expect((await list('owner', 'desc')).slice(0, 3).sort()).toEqual(['A', 'B', 'C']);
    expect(await list('createdAt', 'asc')).toEqual(['C', 'B', 'A', 'D']);

    // Merged kinds keep newest first; another order needs a kind. Unknown columns are refused.
    for (const query of ['sort=price', 'sort=createdAt&dir=asc', 'kind=data&sort=password', 'kind=data&dir=up']) {
      const answer = await call(app(), 'GET', `/proxy/api/admin/orders?${query}`, staff);
      expect(answer.status, query).toBe(400);
    }
  });

  it('filters by kind and status, and refuses a status or kind it does not know, or parameters out of range', async () => {
    const order = await placeDeviceOrder(app(), other);
    await handInAsStaff(app(), staff, order.orderId);
    const handedIn = await call(
      app(),
      'GET',
      '/proxy/api/admin/orders?kind=device&status=Handed%20in&limit=100',
      staff,
    );
    expect(handedIn.body.data.items.length).toBeGreaterThan(0);
    expect(
      handedIn.body.data.items.every(
        (item: { status: string; kind: string }) => item.status === 'Handed in' && item.kind === 'device',
      ),
    ).toBe(true);
    expect(handedIn.body.data.items.map((item: { orderId: string }) => item.orderId)).toContain(order.orderId);
    // Without a kind, a status picks the kinds that have it.
    const processing = await call(app(), 'GET', '/proxy/api/admin/orders?status=Processing&limit=100', staff);
    expect(processing.body.data.items.every((item: { kind: string }) => item.kind === 'data')).toBe(true);

    for (const query of [
      'kind=phone',
      'kind=unknown&status=Received',
      'status=Lost',
      'limit=0',
      'limit=101',
      'offset=-1',
      'offset=9990&limit=20',
      `q=${'q'.repeat(101)}`,
      'colour=red',
    ]) {
      const answer = await call(app(), 'GET', `/proxy/api/admin/orders?${query}`, staff);
      expect(answer.status, query).toBe(400);
    }
    expect((await call(app(), 'GET', '/proxy/api/admin/orders?kind=device&offset=9990&limit=20', staff)).status).toBe(
      200,
    );
  });
});
