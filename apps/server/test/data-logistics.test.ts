import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES, SERVER_MESSAGES } from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { DataOrdersRepository } from '../src/modules/data-orders/repository.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { rowsOf } from './helpers/admin.ts';
import { call, erasure, orderDetail, payLocally, placeOrder, retrieval } from './helpers/data-orders.ts';
import { insertDataOrder, uploadArchive, zipOfSize } from './helpers/fulfilment.ts';
import { outboxEmails, emailsTo } from './helpers/outbox.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { readEmail, type ReadEmail } from './helpers/read-email.ts';
import { useTestApp } from './helpers/test-app.ts';

/** The data order's device journey: docs/product.md, "Data service: the device's journey". */
const harness = useTestApp();
let owner: SignedIn;
let other: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  other = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const app = () => harness.app;
const REQUEST = '/proxy/api/data-retrieval/request-service';
const admin = (orderId: string, step: string) => `/proxy/api/admin/data-orders/${orderId}/${step}`;
const statusOf = async (orderId: string) => (await new DataOrdersRepository(app().db).findById(orderId))?.status;
const audit = () => AuditLog.list(app().db, 500, 0);
const RETURN_ADDRESS = { line1: '12 Acacia Avenue', line2: 'Flat 3', town: 'Leeds', postcode: 'ls1 4dy' };
const PASSED = { method: 'Clear', tool: 'nwipe', verification: 'Read-back of every block', result: 'Passed' };

/** The emails to `to` whose subject starts with `subject`, read (some are sent after the answer). */
async function emailsWith(to: string, subject: string, count = 1): Promise<ReadEmail[]> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(harness.config.dataDir), to)
      .map(readEmail)
      .filter((email) => email.subject.startsWith(subject));
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

async function paidOrder(who: SignedIn, fields: object = retrieval()) {
  const order = await placeOrder(app(), who, fields);
  expect((await payLocally(app(), harness.config, order.checkoutUrl as string)).status).toBe(200);
  return order;
}

async function received(orderId: string) {
  const answer = await call(app(), 'POST', admin(orderId, 'receive'), staff);
  expect(answer.status).toBe(200);
  return answer;
}

/** A retrieval received and completed with its archive. */
async function completedRetrieval(who: SignedIn, fields: object) {
  const order = await paidOrder(who, fields);
  await received(order.orderId);
  expect((await uploadArchive(app(), staff, order.orderId, zipOfSize(2048))).statusCode).toBe(200);
  return order;
}

describe('Awaiting device', () => {
  it('follows payment: the provider’s event moves a paid order to Awaiting device, not Processing', async () => {
    const order = await placeOrder(app(), owner, retrieval());
    expect(order.status).toBe('Awaiting payment');
    await payLocally(app(), harness.config, order.checkoutUrl as string);
    const detail = await orderDetail(app(), owner, order.orderId);
    expect(detail).toMatchObject({ status: 'Awaiting device', receivedAt: null, paidAt: expect.any(String) });
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual([
      'Awaiting payment',
      'Awaiting device',
    ]);
    // The order says where the device goes, from the settings.
    expect(detail.hub).toEqual({
      name: 'ReCircuit Data Hub (demo)',
      addressLines: ['Unit 7, Boar Lane Courtyard', 'Leeds'],
      postcode: 'LS1 4DY',
      openingHours: 'Mo-Fr 09:00-17:30; Sa 10:00-14:00; Su off',
    });
    expect(detail.afterCare).toEqual({
      choice: 'collect',
      returnAddress: null,
      doneAt: null,
      trackingReference: null,
      recycleOrderNumber: null,
    });
  });

  it('comes at once for a free (standard) erasure', async () => {
    const order = await placeOrder(app(), owner, erasure('standard'));
    expect(order).toMatchObject({ status: 'Awaiting device', checkoutUrl: null });
    expect(await statusOf(order.orderId)).toBe('Awaiting device');
  });

  it('is left only by staff recording the device received (→ Processing with the date), on the timeline and audited', async () => {
    const order = await paidOrder(owner);
    const url = admin(order.orderId, 'receive');
    expect((await call(app(), 'POST', url)).status).toBe(401);
    const asOwner = await call(app(), 'POST', url, owner);
    expect(asOwner.status).toBe(403);
    expect(asOwner.body.message).toBe(SERVER_MESSAGES.noPermission);
    expect(await statusOf(order.orderId)).toBe('Awaiting device');

    const before = Date.now();
    const answer = await received(order.orderId);
    expect(answer.body.data).toMatchObject({ orderId: order.orderId, status: 'Processing' });
    const detail = await orderDetail(app(), owner, order.orderId);
    expect(new Date(detail.receivedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(detail.history.at(-1)).toMatchObject({ status: 'Processing', step: 'received' });
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'data-order.receive',
        subject: `data-order:${order.orderId}`,
        actorId: staff.userId,
      }),
    );
    // Only from Awaiting device: a second receive, an unpaid order, an unknown id.
    const again = await call(app(), 'POST', url, staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DATA_MESSAGES.notAwaitingDevice);
    const unpaid = await placeOrder(app(), owner, retrieval());
    expect((await call(app(), 'POST', admin(unpaid.orderId, 'receive'), staff)).status).toBe(409);
    expect(await statusOf(unpaid.orderId)).toBe('Awaiting payment');
    expect((await call(app(), 'POST', admin('dor_nothing', 'receive'), staff)).status).toBe(404);
  });

  it('refuses start, the archive and the erasure until the device is received', async () => {
    const retrievalOrder = await paidOrder(owner);
    const start = await call(app(), 'POST', admin(retrievalOrder.orderId, 'start'), staff);
    expect(start.status).toBe(409);
    expect(start.body.message).toBe(DATA_MESSAGES.statusChangeNotAllowed);
    expect((await uploadArchive(app(), staff, retrievalOrder.orderId, zipOfSize(1024))).statusCode).toBe(409);
    const eraseOrder = await placeOrder(app(), owner, erasure('standard'));
    expect((await call(app(), 'POST', admin(eraseOrder.orderId, 'erasure'), staff, PASSED)).status).toBe(409);
    expect(await statusOf(retrievalOrder.orderId)).toBe('Awaiting device');
    expect(await statusOf(eraseOrder.orderId)).toBe('Awaiting device');

    await received(retrievalOrder.orderId);
    expect((await call(app(), 'POST', admin(retrievalOrder.orderId, 'start'), staff)).status).toBe(200);
    await received(eraseOrder.orderId);
    expect((await call(app(), 'POST', admin(eraseOrder.orderId, 'erasure'), staff, PASSED)).status).toBe(200);
    expect(await statusOf(eraseOrder.orderId)).toBe('Completed');
  });

  it('offers staff the receive step, and the console search finds the order by its number', async () => {
    const order = await paidOrder(owner);
    const staffView = await call(app(), 'GET', `/proxy/api/admin/data-orders/${order.orderId}`, staff);
    expect(staffView.status).toBe(200);
    expect(staffView.body.data.actions).toEqual(['receive']);
    const found = await call(app(), 'GET', `/proxy/api/admin/orders?kind=data&q=${order.orderNumber}`, staff);
    expect(found.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([order.orderId]);
    // A scanner types the number as printed; lower case and spaces around it still find it.
    const typed = await call(
      app(),
      'GET',
      `/proxy/api/admin/orders?kind=data&q=${encodeURIComponent(` ${order.orderNumber.toLowerCase()} `)}`,
      staff,
    );
    expect(typed.body.data.items.map((item: { orderId: string }) => item.orderId)).toEqual([order.orderId]);
  });

  it('leaves orders already Processing before this step as they were, with no end step to offer', async () => {
    const old = await insertDataOrder(app(), owner.userId, { status: 'Completed', completedAt: new Date() });
    const staffView = await call(app(), 'GET', `/proxy/api/admin/data-orders/${old.id}`, staff);
    expect(staffView.body.data).toMatchObject({ afterCare: null, receivedAt: null, actions: [] });
    expect((await call(app(), 'POST', admin(old.id, 'collected'), staff)).status).toBe(409);
  });
});

describe('the after-care choice', () => {
  const countOrders = async () =>
    (
      await rowsOf<{ n: number }>(
        app(),
        sql`select count(*)::int as n from data_orders where owner_id = ${other.userId}`,
      )
    )[0]?.n;

  it('is required, one of return, collect or recycle, and a return needs a valid UK address', async () => {
    const before = await countOrders();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ afterCare: undefined }, 'afterCare', DATA_MESSAGES.afterCareRequired],
      [{ afterCare: 'burn' }, 'afterCare', DATA_MESSAGES.afterCareRequired],
      [{ afterCare: 42 }, 'afterCare', DATA_MESSAGES.afterCareRequired],
      [{ afterCare: 'return' }, 'returnAddress', DATA_MESSAGES.returnAddressRequired],
      [{ afterCare: 'return', returnAddress: 'Leeds' }, 'returnAddress', DATA_MESSAGES.returnAddressRequired],
      [
        { afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, postcode: 'LS99 ZZZ' } },
        'returnAddress.postcode',
        DATA_MESSAGES.returnPostcodeInvalid,
      ],
      [
        { afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, postcode: 'M1' } },
        'returnAddress.postcode',
        DATA_MESSAGES.returnPostcodeInvalid,
      ],
      [
        { afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, line1: '   ' } },
        'returnAddress.line1',
        DATA_MESSAGES.addressLineRequired,
      ],
      [
        { afterCare: 'return', returnAddress: { town: 'Leeds', postcode: 'LS1 4DY' } },
        'returnAddress.line1',
        DATA_MESSAGES.addressLineRequired,
      ],
      [
        { afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, line2: 'x'.repeat(101) } },
        'returnAddress.line2',
        DATA_MESSAGES.addressLineTooLong,
      ],
      [
        { afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, town: 'x'.repeat(61) } },
        'returnAddress.town',
        DATA_MESSAGES.townRequired,
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call(app(), 'POST', REQUEST, other, { userId: other.userId, ...retrieval(fields) });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.errors).toContainEqual({ field, message });
    }
    // A NUL character and a body past the limit are refused before anything is read.
    const nul = await call(app(), 'POST', REQUEST, other, {
      userId: other.userId,
      ...retrieval({ afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, line1: '12\u0000 Acacia' } }),
    });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe(SERVER_MESSAGES.invalidCharacter);
    const huge = await call(app(), 'POST', REQUEST, other, {
      userId: other.userId,
      ...retrieval({ afterCare: 'return', returnAddress: { ...RETURN_ADDRESS, line1: 'x'.repeat(200_000) } }),
    });
    expect(huge.status).toBe(413);
    expect(await countOrders()).toBe(before);
  });

  it('keeps a return address (postcode normalised) only for a return, and shows it to the owner and staff alone', async () => {
    const order = await placeOrder(app(), other, retrieval({ afterCare: 'return', returnAddress: RETURN_ADDRESS }));
    const detail = await orderDetail(app(), other, order.orderId);
    expect(detail.afterCare).toMatchObject({
      choice: 'return',
      returnAddress: { line1: '12 Acacia Avenue', line2: 'Flat 3', town: 'Leeds', postcode: 'LS1 4DY' },
    });
    expect((await call(app(), 'GET', `/proxy/api/data-retrieval/order/${order.orderId}`, owner)).status).toBe(403);
    const collect = await placeOrder(app(), other, retrieval({ afterCare: 'collect', returnAddress: RETURN_ADDRESS }));
    expect((await orderDetail(app(), other, collect.orderId)).afterCare.returnAddress).toBeNull();
    // A form sends its blank address fields with another choice: that is no address, and no error.
    const blank = { line1: ' ', line2: '', town: '', postcode: '' };
    const recycle = await placeOrder(app(), other, retrieval({ afterCare: 'recycle', returnAddress: blank }));
    expect((await orderDetail(app(), other, recycle.orderId)).afterCare).toMatchObject({
      choice: 'recycle',
      returnAddress: null,
    });
    const blankReturn = await call(app(), 'POST', REQUEST, other, {
      userId: other.userId,
      ...retrieval({ afterCare: 'return', returnAddress: blank }),
    });
    expect(blankReturn.body.errors).toContainEqual({
      field: 'returnAddress',
      message: DATA_MESSAGES.returnAddressRequired,
    });
  });

  it('may be changed by the owner until the order is completed, and never by anyone else', async () => {
    const order = await paidOrder(other, retrieval({ afterCare: 'collect' }));
    const url = `/proxy/api/data-retrieval/order/${order.orderId}/after-care`;
    const put = (who: SignedIn | undefined, body: object) =>
      app().inject({ method: 'PUT', url, headers: who?.writeHeaders ?? {}, payload: body });
    expect((await put(undefined, { afterCare: 'recycle' })).statusCode).toBe(401);
    expect((await put(owner, { afterCare: 'recycle' })).statusCode).toBe(403);
    const noAddress = await put(other, { afterCare: 'return' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().errors).toContainEqual({
      field: 'returnAddress',
      message: DATA_MESSAGES.returnAddressRequired,
    });
    const changed = await put(other, { afterCare: 'return', returnAddress: RETURN_ADDRESS });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.afterCare).toMatchObject({ choice: 'return', returnAddress: { postcode: 'LS1 4DY' } });

    await received(order.orderId);
    expect((await uploadArchive(app(), staff, order.orderId, zipOfSize(512))).statusCode).toBe(200);
    const late = await put(other, { afterCare: 'collect' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DATA_MESSAGES.afterCareLocked);
    expect((await orderDetail(app(), other, order.orderId)).afterCare.choice).toBe('return');
  });
});

describe('the end of the device’s journey', () => {
  it('posts a return back with its tracking reference: required, once, after completion, emailed and audited', async () => {
    const order = await paidOrder(owner, retrieval({ afterCare: 'return', returnAddress: RETURN_ADDRESS }));
    const url = admin(order.orderId, 'dispatch');
    await received(order.orderId);
    const early = await call(app(), 'POST', url, staff, { trackingReference: 'AB123456789GB' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(DATA_MESSAGES.afterCareNotDue);
    expect((await uploadArchive(app(), staff, order.orderId, zipOfSize(1024))).statusCode).toBe(200);

    expect((await call(app(), 'POST', url, owner, { trackingReference: 'AB123456789GB' })).status).toBe(403);
    for (const trackingReference of [undefined, '', '   ', 'x'.repeat(41), 'AB<script>', 42]) {
      const answer = await call(app(), 'POST', url, staff, { trackingReference });
      expect(answer.status, String(trackingReference)).toBe(400);
      expect(answer.body.errors).toContainEqual({
        field: 'trackingReference',
        message: DATA_MESSAGES.trackingRequired,
      });
    }
    // The step of another choice is refused.
    const wrong = await call(app(), 'POST', admin(order.orderId, 'collected'), staff);
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toBe(DATA_MESSAGES.afterCareMismatch);

    expect((await call(app(), 'POST', url, staff, { trackingReference: ' ab 1234 5678 9gb ' })).status).toBe(200);
    const detail = await orderDetail(app(), owner, order.orderId);
    expect(detail.status).toBe('Completed');
    expect(detail.afterCare).toMatchObject({ trackingReference: 'AB 1234 5678 9GB', doneAt: expect.any(String) });
    expect(detail.history.at(-1)).toMatchObject({ status: 'Completed', step: 'dispatched' });
    const again = await call(app(), 'POST', url, staff, { trackingReference: 'CD1' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DATA_MESSAGES.afterCareRecorded);

    const [email] = await emailsWith(owner.email, `Your device is on its way back: order ${order.orderNumber}`);
    expect(email?.text).toContain('12 Acacia Avenue, Flat 3, Leeds, LS1 4DY');
    expect(email?.text).toContain('AB 1234 5678 9GB');
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'data-order.dispatch',
        subject: `data-order:${order.orderId}`,
        detail: expect.objectContaining({ trackingReference: 'AB 1234 5678 9GB' }),
      }),
    );
  });

  it('records a collection from the hub, once', async () => {
    const order = await completedRetrieval(owner, retrieval({ afterCare: 'collect' }));
    expect(
      (await call(app(), 'POST', admin(order.orderId, 'dispatch'), staff, { trackingReference: 'A1' })).status,
    ).toBe(409);
    expect((await call(app(), 'POST', admin(order.orderId, 'collected'), staff)).status).toBe(200);
    expect((await call(app(), 'POST', admin(order.orderId, 'collected'), staff)).status).toBe(409);
    const detail = await orderDetail(app(), owner, order.orderId);
    expect(detail.history.at(-1)).toMatchObject({ step: 'collected' });
    await emailsWith(owner.email, `Your device has been collected: order ${order.orderNumber}`);
    expect(await audit()).toContainEqual(
      expect.objectContaining({ action: 'data-order.collected', subject: `data-order:${order.orderId}` }),
    );
  });

  it('opens a recycle order at the hub’s drop-off point when the device is recycled, in German for a German owner', async () => {
    const klaus = await registerAndLogin(app());
    await app().db.execute(sql`update users set language = 'de-DE' where id = ${klaus.userId}`);
    const order = await placeOrder(
      app(),
      klaus,
      erasure('standard', { afterCare: 'recycle', deviceName: 'Galaxy S9' }),
    );
    await received(order.orderId);
    expect((await call(app(), 'POST', admin(order.orderId, 'erasure'), staff, PASSED)).status).toBe(200);
    const answer = await call(app(), 'POST', admin(order.orderId, 'recycled'), staff);
    expect(answer.status).toBe(200);

    const detail = await orderDetail(app(), klaus, order.orderId);
    const recycleOrderNumber = detail.afterCare.recycleOrderNumber as string;
    expect(recycleOrderNumber).toMatch(/\S/);
    const [recycle] = await rowsOf<Record<string, unknown>>(
      app(),
      sql`select owner_id, classification, partner_id, status, model_name, type, price_pence from device_orders where order_number = ${recycleOrderNumber}`,
    );
    expect(recycle).toEqual({
      owner_id: klaus.userId,
      classification: 'recycle',
      partner_id: 'recircuit-drop-off-leeds-demo',
      status: 'Submitted',
      model_name: 'Galaxy S9',
      type: 'Laptop',
      price_pence: null,
    });
    // The owner finds it in My Orders.
    const mine = await call(app(), 'GET', `/proxy/api/recycle-orders/by-device-owner/${klaus.userId}`, klaus);
    expect(mine.body.data.map((item: { orderNumber: string }) => item.orderNumber)).toContain(recycleOrderNumber);
    expect((await call(app(), 'POST', admin(order.orderId, 'recycled'), staff)).status).toBe(409);
    expect(
      (
        await rowsOf<{ n: number }>(
          app(),
          sql`select count(*)::int as n from device_orders where owner_id = ${klaus.userId}`,
        )
      )[0]?.n,
    ).toBe(1);

    const [email] = await emailsWith(klaus.email, `Ihr Gerät wird recycelt: Auftrag ${order.orderNumber}`);
    expect(email?.text).toContain(recycleOrderNumber);
    expect(email?.text).toContain('Galaxy S9');
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        action: 'data-order.recycled',
        detail: expect.objectContaining({ recycleOrderNumber }),
      }),
    );
  });

  it('refuses to recycle when the hub’s drop-off point is not a drop-off partner, and opens nothing', async () => {
    const { createTestApp } = await import('./helpers/test-app.ts');
    const misconfigured = await createTestApp({ HUB_DROP_OFF_PARTNER_ID: 'swapshop-demo' });
    try {
      const who = await registerAndLogin(misconfigured.app);
      const crew = await registerStaff(misconfigured.app);
      const order = await placeOrder(misconfigured.app, who, erasure('standard', { afterCare: 'recycle' }));
      expect((await call(misconfigured.app, 'POST', admin(order.orderId, 'receive'), crew)).status).toBe(200);
      expect((await call(misconfigured.app, 'POST', admin(order.orderId, 'erasure'), crew, PASSED)).status).toBe(200);
      const refused = await call(misconfigured.app, 'POST', admin(order.orderId, 'recycled'), crew);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(DATA_MESSAGES.hubDropOffMissing);
      const [count] = await rowsOf<{ n: number }>(misconfigured.app, sql`select count(*)::int as n from device_orders`);
      expect(count?.n).toBe(0);
      expect((await orderDetail(misconfigured.app, who, order.orderId)).afterCare.doneAt).toBeNull();
    } finally {
      await misconfigured.close();
    }
  });
});

describe('emails', () => {
  it('tell the owner where to send the device, with the opening hours in words and the label, in their language', async () => {
    const paid = await paidOrder(owner, retrieval({ afterCare: 'collect' }));
    const [payment] = await emailsWith(owner.email, `Payment received for ${paid.orderNumber}`);
    expect(payment?.text).toContain('ReCircuit Data Hub (demo), Unit 7, Boar Lane Courtyard, Leeds, LS1 4DY');
    expect(payment?.text).toContain('Monday to Friday 9:00–17:30');
    expect(payment?.text).toContain(`/proxy/api/data-retrieval/order/${paid.orderId}/label.pdf`);
    expect(payment?.text).not.toContain('Mo-Fr');

    const free = await placeOrder(app(), owner, erasure('standard'));
    const [placed] = await emailsWith(owner.email, `Your ReCircuit data-service order ${free.orderNumber}`);
    expect(placed?.text).toContain('LS1 4DY');
    expect(placed?.text).toContain('Monday to Friday 9:00–17:30');

    const anna = await registerAndLogin(app());
    await app().db.execute(sql`update users set language = 'de-DE' where id = ${anna.userId}`);
    const german = await paidOrder(anna, retrieval({ afterCare: 'return', returnAddress: RETURN_ADDRESS }));
    await received(german.orderId);
    const [arrived] = await emailsWith(anna.email, `Ihr Gerät ist angekommen: Auftrag ${german.orderNumber}`);
    expect(arrived?.text).toContain('12 Acacia Avenue, Flat 3, Leeds, LS1 4DY');
    const [zahlung] = await emailsWith(anna.email, 'Zahlung');
    expect(zahlung?.text).toContain('Montag bis Freitag');
  });
});

describe('GET /api/data-retrieval/order/{id}/label.pdf', () => {
  it('is the owner’s alone, never stored, with the hub address and the order number', async () => {
    const order = await paidOrder(owner);
    const url = `/proxy/api/data-retrieval/order/${order.orderId}/label.pdf`;
    expect((await call(app(), 'GET', url)).status).toBe(401);
    expect((await call(app(), 'GET', url, other)).status).toBe(403);
    expect((await call(app(), 'GET', url, staff)).status).toBe(403);
    expect((await call(app(), 'GET', '/proxy/api/data-retrieval/order/dor_nothing/label.pdf', owner)).status).toBe(404);

    const label = await call(app(), 'GET', url, owner);
    expect(label.status).toBe(200);
    expect(label.raw.headers['content-type']).toBe('application/pdf');
    expect(label.raw.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(label.raw.rawPayload).replace(/\s+/g, ' ');
    for (const words of ['Postage label', 'ReCircuit Data Hub (demo) Unit 7, Boar Lane Courtyard Leeds LS1 4DY']) {
      expect(text).toContain(words);
    }
    expect(text).toContain(order.orderNumber);
    expect(text).toContain('Monday to Friday 9:00–17:30');
    // The QR is an image of the order's console page: nothing secret is printed.
    expect(label.raw.rawPayload.toString('latin1')).toContain('/Subtype /Image');
  });

  it('is there only while the order waits for its device', async () => {
    const unpaid = await placeOrder(app(), owner, retrieval());
    const answer = await call(app(), 'GET', `/proxy/api/data-retrieval/order/${unpaid.orderId}/label.pdf`, owner);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(DATA_MESSAGES.notAwaitingDevice);
  });
});

describe('account deletion', () => {
  it('takes the return address with the account', async () => {
    const leaver = await registerAndLogin(app());
    const order = await placeOrder(app(), leaver, retrieval({ afterCare: 'return', returnAddress: RETURN_ADDRESS }));
    const gone = await app().inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      headers: leaver.writeHeaders,
      payload: { password: 'Recycle2026' },
    });
    expect(gone.statusCode).toBe(200);
    const [row] = await rowsOf<{ return_address: unknown; owner_id: string | null }>(
      app(),
      sql`select return_address, owner_id from data_orders where id = ${order.orderId}`,
    );
    expect(row).toEqual({ return_address: null, owner_id: null });
  });
});
