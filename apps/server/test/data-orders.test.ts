import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  DATA_MESSAGES,
  SERVER_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  dataOrderDetailSchema,
  dataOrderListItemSchema,
} from '@recircuit/contract';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { emailsTo, outboxEmails, subjectOf } from './helpers/outbox.ts';
import { call as callApp, erasure, orderDetail, placeOrder, retrieval } from './helpers/data-orders.ts';

const harness = useTestApp();
const call = (...args: Parameters<typeof callApp> extends [unknown, ...infer Rest] ? Rest : never) =>
  callApp(harness.app, ...args);
let ann: SignedIn;
let bob: SignedIn;
let staff: SignedIn;
beforeAll(async () => {
  ann = await registerAndLogin(harness.app);
  bob = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
});

const PRICE = '/proxy/api/data-retrieval/calculate-price';
const REQUEST = '/proxy/api/data-retrieval/request-service';

/** The prices in docs/product.md ("Data service"), written out again here so a change to the code's tiers is caught. */
function expectedPence(sizeGb: number, months: number): number {
  const tier = sizeGb <= 64 ? 2999 : sizeGb <= 256 ? 4999 : sizeGb <= 1024 ? 7999 : 11999;
  return tier + (months - 3) * 499;
}
const SIZES = [0.01, 1, 64, 64.01, 256, 256.01, 1024, 1024.01, 2048, 2048.01];
const MONTHS = [2, 3, 4, 5, 6, 7];

describe('POST /proxy/api/data-retrieval/calculate-price', () => {
  it('prices every size boundary and every month count exactly, and refuses the rest naming the field', async () => {
    for (const size of SIZES) {
      for (const months of MONTHS) {
        const response = await call('POST', PRICE, undefined, retrieval({ dataSize: size, storageDuration: months }));
        if (size > 2048) {
          expect(response.status).toBe(400);
          expect(response.body.errors).toContainEqual({ field: 'dataSize', message: DATA_MESSAGES.dataTooLarge });
        } else if (months < 3 || months > 6) {
          expect(response.status).toBe(400);
          expect(response.body.errors).toEqual([
            { field: 'storageDuration', message: DATA_MESSAGES.invalidStorageDuration },
          ]);
        } else {
          expect(response.status, `${size} GB, ${months} months`).toBe(200);
          expect(response.body.data.price).toBe(expectedPence(size, months) / 100);
          const sum = response.body.data.breakdown.reduce(
            (total: number, line: { amount: number }) => total + line.amount * 100,
            0,
          );
          expect(Math.round(sum)).toBe(expectedPence(size, months));
        }
      }
    }
  });

  it('prices erasure: standard is free, certified £9.99', async () => {
    const standard = await call('POST', PRICE, undefined, erasure('standard'));
    expect(standard.body.data).toEqual({ price: 0, breakdown: [expect.objectContaining({ amount: 0 })] });
    const certified = await call('POST', PRICE, undefined, erasure('certified'));
    expect(certified.body.data.price).toBe(9.99);
  });

  it('reads the query string and a JSON body, the body winning, with no session needed', async () => {
    const fromQuery = await call('POST', `${PRICE}?serviceType=retrieval&dataType=all&dataSize=300&storageDuration=4`);
    expect(fromQuery.body.data.price).toBe(84.98);
    const bodyWins = await call('POST', `${PRICE}?serviceType=retrieval&dataType=all&dataSize=300`, undefined, {
      dataSize: 10,
    });
    expect(bodyWins.body.data.price).toBe(29.99);
    const noStorage = await call('POST', PRICE, undefined, retrieval({ storageDuration: undefined }));
    expect(noStorage.body.data.price).toBe(49.99);
  });

  it('names the field of each invalid input', async () => {
    const cases: [object, string, string][] = [
      [{ ...retrieval(), serviceType: 'repair' }, 'serviceType', DATA_MESSAGES.invalidServiceType],
      [{ ...retrieval(), serviceType: undefined }, 'serviceType', DATA_MESSAGES.invalidServiceType],
      [retrieval({ deviceType: 'toaster' }), 'deviceType', DATA_MESSAGES.invalidDeviceType],
      [retrieval({ dataType: undefined }), 'dataType', DATA_MESSAGES.invalidDataType],
      [retrieval({ dataType: 'music' }), 'dataType', DATA_MESSAGES.invalidDataType],
      [retrieval({ dataSize: undefined }), 'dataSize', DATA_MESSAGES.invalidDataSize],
      [retrieval({ dataSize: 0 }), 'dataSize', DATA_MESSAGES.invalidDataSize],
      [retrieval({ dataSize: -5 }), 'dataSize', DATA_MESSAGES.invalidDataSize],
      [retrieval({ dataSize: 'lots' }), 'dataSize', DATA_MESSAGES.invalidDataSize],
      [retrieval({ dataSize: 64.001 }), 'dataSize', DATA_MESSAGES.invalidDataSize],
      [retrieval({ dataSize: 1e300 }), 'dataSize', DATA_MESSAGES.dataTooLarge],
      [retrieval({ storageDuration: 3.5 }), 'storageDuration', DATA_MESSAGES.invalidStorageDuration],
      [retrieval({ storageDuration: 'long' }), 'storageDuration', DATA_MESSAGES.invalidStorageDuration],
      [{ ...erasure('standard'), eraseLevel: undefined }, 'eraseLevel', DATA_MESSAGES.invalidEraseLevel],
      [erasure('standard', { eraseLevel: 'military' }), 'eraseLevel', DATA_MESSAGES.invalidEraseLevel],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('POST', PRICE, undefined, payload);
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.errors, JSON.stringify(payload)).toContainEqual({ field, message });
    }
  });
});

describe('POST /proxy/api/data-retrieval/request-service', () => {
  it("stores the server's price for every size and month count, whatever price the client sends", async () => {
    const ann = await registerAndLogin(harness.app);
    for (const size of SIZES.filter((gb) => gb <= 2048)) {
      for (const months of [3, 6]) {
        const order = await placeOrder(
          harness.app,
          ann,
          retrieval({ dataSize: size, storageDuration: months, price: 0.01 }),
        );
        expect(order.price).toBe(expectedPence(size, months) / 100);
        const detail = await orderDetail(harness.app, ann, order.orderId);
        expect(detail.price).toBe(expectedPence(size, months) / 100);
        expect(detail.storageDuration).toBe(months);
      }
    }
    const tooLarge = await call('POST', REQUEST, ann, retrieval({ userId: ann.userId, dataSize: 2048.01 }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toBe(DATA_MESSAGES.dataTooLarge);
  });

  it('starts a paid order Awaiting payment with a checkout, and emails the owner that it was placed', async () => {
    const ann = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, ann, retrieval({ dataSize: 10 }));
    expect(order).toMatchObject({ price: 29.99, status: 'Awaiting payment' });
    expect(order.orderNumber).toMatch(/^DS-[0-9A-Z]{8}$/);
    expect(order.checkoutUrl).toMatch(new RegExp(`^${harness.config.publicUrl}/proxy/pay/local/cs_local_`));
    const email = await emailWithSubject(ann.email, `Your ReCircuit data-service order ${order.orderNumber}`);
    expect(email).toContain('waiting for payment');
    expect((email as string).replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(
      `/mobile-order-detail?orderId=${order.orderId}`,
    );
  });

  it('starts a free order (standard erasure) Awaiting device with no checkout; a certified one costs £9.99', async () => {
    const ann = await registerAndLogin(harness.app);
    const free = await placeOrder(harness.app, ann, erasure('standard'));
    expect(free).toMatchObject({ price: 0, status: 'Awaiting device', checkoutUrl: null });
    const detail = await orderDetail(harness.app, ann, free.orderId);
    expect(detail.history.map((entry: { status: string }) => entry.status)).toEqual(['Awaiting device']);
    expect(detail).toMatchObject({ eraseLevel: 'standard', dataType: null, dataSize: null, storageDuration: null });
    const certified = await placeOrder(harness.app, ann, erasure('certified'));
    expect(certified).toMatchObject({ price: 9.99, status: 'Awaiting payment' });
    expect(certified.checkoutUrl).not.toBeNull();
  });

  it('needs a session, the CSRF header with a cookie session, and the caller’s own userId', async () => {
    const ann = await registerAndLogin(harness.app);
    const anonymous = await call('POST', REQUEST, undefined, retrieval());
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(SERVER_MESSAGES.notLoggedIn);
    const noCsrf = await harness.app.inject({
      method: 'POST',
      url: REQUEST,
      headers: { cookie: ann.cookie },
      payload: retrieval({ userId: ann.userId }),
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(SERVER_MESSAGES.invalidCsrf);
    const foreignOrigin = await call('POST', REQUEST, ann, retrieval({ userId: ann.userId }), {
      origin: 'https://evil.example',
    });
    expect(foreignOrigin.status).toBe(403);
    const someoneElse = await call('POST', REQUEST, ann, retrieval({ userId: bob.userId }));
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe(SERVER_MESSAGES.noPermission);
    const bearer = await harness.app.inject({
      method: 'POST',
      url: REQUEST,
      headers: { authorization: `Bearer ${ann.token}` },
      payload: retrieval(),
    });
    expect(bearer.statusCode).toBe(200);
    expect(await countOrders(ann.userId)).toBeGreaterThan(0);
  });

  it('validates every field of the order', async () => {
    const ann = await registerAndLogin(harness.app);
    const cases: [object, string, string][] = [
      [retrieval({ deviceName: '' }), 'deviceName', DATA_MESSAGES.deviceNameRequired],
      [retrieval({ deviceName: '   ' }), 'deviceName', DATA_MESSAGES.deviceNameRequired],
      [retrieval({ deviceName: 'x'.repeat(101) }), 'deviceName', DATA_MESSAGES.deviceNameRequired],
      [retrieval({ deviceType: undefined }), 'deviceType', DATA_MESSAGES.invalidDeviceType],
      [erasure('standard', { deviceSerial: 'abc<script>' }), 'deviceSerial', DATA_MESSAGES.invalidSerial],
      [erasure('standard', { deviceSerial: 'A'.repeat(65) }), 'deviceSerial', DATA_MESSAGES.invalidSerial],
      [retrieval({ dataSize: 5000 }), 'dataSize', DATA_MESSAGES.dataTooLarge],
      [retrieval({ storageDuration: 7 }), 'storageDuration', DATA_MESSAGES.invalidStorageDuration],
    ];
    const before = await countOrders(ann.userId);
    for (const [payload, field, message] of cases) {
      const response = await call('POST', REQUEST, ann, { userId: ann.userId, ...payload });
      expect(response.status, JSON.stringify(payload)).toBe(400);
      expect(response.body.errors, JSON.stringify(payload)).toContainEqual({ field, message });
    }
    const huge = await call('POST', REQUEST, ann, {
      userId: ann.userId,
      ...retrieval(),
      deviceName: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    expect(await countOrders(ann.userId)).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first order and creates nothing', async () => {
    const ann = await registerAndLogin(harness.app);
    const key = { 'idempotency-key': `key-${Date.now()}` };
    const first = await placeOrder(harness.app, ann, retrieval(), key);
    const before = await countOrders(ann.userId);
    const again = await placeOrder(harness.app, ann, retrieval({ dataSize: 2000 }), key);
    expect(again).toEqual(first);
    expect(await countOrders(ann.userId)).toBe(before);
    // The same key from someone else is their own first order.
    const bobs = await placeOrder(harness.app, bob, retrieval(), key);
    expect(bobs.orderId).not.toBe(first.orderId);
  });

  it('makes one order of concurrent double submits with one key', async () => {
    const ann = await registerAndLogin(harness.app);
    const key = { 'idempotency-key': `race-${Date.now()}` };
    const before = await countOrders(ann.userId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeOrder(harness.app, ann, retrieval(), key)));
    expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.checkoutUrl)).size).toBe(1);
    expect(answers[0]?.checkoutUrl).toBeTruthy();
    expect(await countOrders(ann.userId)).toBe(before + 1);
  });
});

/** Waits for the email to `to` with this subject (others, such as the welcome email, are there too). */
async function emailWithSubject(to: string, subject: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(harness.config.dataDir), to).find((eml) => subjectOf(eml) === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no email "${subject}" to ${to}`);
}

async function countOrders(ownerId: string): Promise<number> {
  const result = await harness.app.db.execute(
    sql`select count(*)::int as n from data_orders where owner_id = ${ownerId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

describe('GET /proxy/api/data-retrieval/order/:id', () => {
  it('shows the owner the whole order, staff too, and never another owner', async () => {
    const ann = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, ann, retrieval({ dataSize: 500, storageDuration: 5 }));
    const mine = await call('GET', `/proxy/api/data-retrieval/order/${order.orderId}`, ann);
    expect(mine.status).toBe(200);
    const detail = dataOrderDetailSchema.parse(mine.body.data);
    expect(detail).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      serviceType: 'retrieval',
      deviceName: 'Pixel 7',
      deviceType: 'phone',
      dataType: 'photos',
      dataSize: 500,
      storageDuration: 5,
      price: 89.97,
      status: 'Awaiting payment',
      paidAt: null,
      completedAt: null,
      expiresAt: null,
      certificateCode: null,
      certificateUrl: null,
      downloads: [],
      extendableMonths: 0,
      extensionPending: false,
      isOwner: true,
    });
    expect(detail.history).toEqual([{ status: 'Awaiting payment', at: expect.any(String), step: null }]);
    expect(mine.raw.headers['cache-control']).toBe('no-store');

    const asStaff = await call('GET', `/proxy/api/data-retrieval/order/${order.orderId}`, staff);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.isOwner).toBe(false);

    const asBob = await call('GET', `/proxy/api/data-retrieval/order/${order.orderId}`, bob);
    expect(asBob.status).toBe(403);
    expect(asBob.body.data).toBeNull();
    expect(asBob.raw.payload).not.toContain(order.orderNumber);

    const anonymous = await call('GET', `/proxy/api/data-retrieval/order/${order.orderId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data).toBeNull();

    const unknown = await call('GET', '/proxy/api/data-retrieval/order/dor_nothing', ann);
    expect(unknown.status).toBe(404);
    const tooLong = await call('GET', `/proxy/api/data-retrieval/order/${'x'.repeat(101)}`, ann);
    expect(tooLong.status).toBe(400);
  });

  it('says how many months can still be bought once the order is processing', async () => {
    const ann = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, ann, retrieval({ storageDuration: 4 }));
    await harness.app.db.execute(sql`update data_orders set status = 'Processing' where id = ${order.orderId}`);
    expect((await orderDetail(harness.app, ann, order.orderId)).extendableMonths).toBe(2);
    const erase = await placeOrder(harness.app, ann, erasure('standard'));
    expect((await orderDetail(harness.app, ann, erase.orderId)).extendableMonths).toBe(0);
  });
});

describe('POST /proxy/api/data-retrieval/order/:id/cancel', () => {
  it('cancels only the owner’s order, only while Awaiting payment, and closes its checkout', async () => {
    const ann = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, ann, retrieval());
    const url = `/proxy/api/data-retrieval/order/${order.orderId}/cancel`;
    expect((await call('POST', url)).status).toBe(401);
    expect((await call('POST', url, bob)).status).toBe(403);
    expect((await call('POST', url, staff)).status).toBe(403);
    expect((await call('POST', '/proxy/api/data-retrieval/order/dor_nothing/cancel', ann)).status).toBe(404);
    const noCsrf = await harness.app.inject({ method: 'POST', url, headers: { cookie: ann.cookie } });
    expect(noCsrf.statusCode).toBe(403);
    expect((await orderDetail(harness.app, ann, order.orderId)).status).toBe('Awaiting payment');

    const cancelled = await call('POST', url, ann);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe(DATA_MESSAGES.orderCancelled);
    expect(cancelled.body.data.status).toBe('Cancelled');
    expect(cancelled.body.data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'Awaiting payment',
      'Cancelled',
    ]);
    const again = await call('POST', url, ann);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DATA_MESSAGES.cannotCancel);
    // The checkout page no longer offers to pay.
    const page = await harness.app.inject({ method: 'GET', url: new URL(order.checkoutUrl as string).pathname });
    expect(page.statusCode).toBe(410);
    expect(page.payload).not.toContain('<form');

    const free = await placeOrder(harness.app, ann, erasure('standard'));
    const processing = await call('POST', `/proxy/api/data-retrieval/order/${free.orderId}/cancel`, ann);
    expect(processing.status).toBe(409);
    expect(processing.body.message).toBe(DATA_MESSAGES.cannotCancel);
  });
});

describe('POST /proxy/api/data-retrieval/order/:id/extend', () => {
  it('is for the owner of a processing or completed retrieval, with 1 to 3 months', async () => {
    const ann = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, ann, retrieval());
    const url = `/proxy/api/data-retrieval/order/${order.orderId}/extend`;
    expect((await call('POST', url, undefined, { months: 1 })).status).toBe(401);
    expect((await call('POST', url, bob, { months: 1 })).status).toBe(403);
    expect((await call('POST', '/proxy/api/data-retrieval/order/dor_nothing/extend', ann, { months: 1 })).status).toBe(
      404,
    );
    const unpaid = await call('POST', url, ann, { months: 1 });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(DATA_MESSAGES.cannotExtend);
    const erase = await placeOrder(harness.app, ann, erasure('standard'));
    const eraseExtend = await call('POST', `/proxy/api/data-retrieval/order/${erase.orderId}/extend`, ann, {
      months: 1,
    });
    expect(eraseExtend.status).toBe(409);
    for (const [months, message] of [
      [0, DATA_MESSAGES.invalidMonths],
      [1.5, DATA_MESSAGES.invalidMonths],
      ['many', DATA_MESSAGES.invalidMonths],
      [undefined, DATA_MESSAGES.invalidMonths],
      [4, DATA_MESSAGES.extendTooFar],
    ] as const) {
      const response = await call('POST', url, ann, { months });
      expect(response.status, String(months)).toBe(400);
      expect(response.body.errors).toContainEqual({ field: 'months', message });
    }
  });
});

describe('GET /proxy/api/data-orders/by-device-owner/:id', () => {
  it('lists the owner’s own orders newest first, paged; staff may read; others may not', async () => {
    const carol = await registerAndLogin(harness.app);
    const placed = [];
    for (const name of ['First', 'Second', 'Third']) {
      placed.push(await placeOrder(harness.app, carol, retrieval({ deviceName: name })));
    }
    const url = `/proxy/api/data-orders/by-device-owner/${carol.userId}`;
    const all = await call('GET', url, carol);
    expect(all.status).toBe(200);
    const items = all.body.data.map((item: unknown) => dataOrderListItemSchema.parse(item));
    expect(items.map((item: { deviceName: string }) => item.deviceName)).toEqual(['Third', 'Second', 'First']);
    expect(items[0]).toMatchObject({ orderId: placed[2]?.orderId, serviceType: 'retrieval', price: 49.99 });
    const page = await call('GET', `${url}?limit=1&offset=1`, carol);
    expect(page.body.data.map((item: { deviceName: string }) => item.deviceName)).toEqual(['Second']);
    expect((await call('GET', `${url}?limit=101`, carol)).status).toBe(400);
    expect((await call('GET', url, staff)).status).toBe(200);
    const asBob = await call('GET', url, bob);
    expect(asBob.status).toBe(403);
    expect(asBob.body.data).toBeNull();
    expect((await call('GET', url)).status).toBe(401);
  });

  it('includes the data orders in the owner’s data export', async () => {
    const dora = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, dora, erasure('certified'));
    const exported = await call('GET', '/proxy/deviceOwner/export', dora);
    expect(exported.body.data.dataOrders).toEqual([
      expect.objectContaining({ orderId: order.orderId, deviceSerial: 'PF-12345678', eraseLevel: 'certified' }),
    ]);
  });
});

describe('POST /proxy/subscription/send-secure-link', () => {
  let address = 0;
  const send = (query: Record<string, string>) => {
    address += 1;
    return harness.app.inject({
      method: 'POST',
      url: `/proxy/subscription/send-secure-link?${new URLSearchParams(query)}`,
      remoteAddress: `10.44.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  it('emails the owner a link to the order page, and answers everyone else the same while sending nothing', async () => {
    const erin = await registerAndLogin(harness.app);
    const order = await placeOrder(harness.app, erin, erasure('standard'));
    await emailWithSubject(erin.email, `Your ReCircuit data-service order ${order.orderNumber}`);

    const strangers = [
      { email: bob.email, orderNumber: order.orderNumber },
      { email: 'nobody@example.org', orderNumber: order.orderNumber },
      { email: erin.email, orderNumber: 'DS-00000000' },
    ];
    for (const query of strangers) {
      const response = await send(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 200, message: DATA_MESSAGES.emailSent, data: null });
    }
    const owner = await send({ email: erin.email.toUpperCase(), orderNumber: order.orderNumber.toLowerCase() });
    expect(owner.json()).toEqual({ code: 200, message: DATA_MESSAGES.emailSent, data: null });
    const email = await emailWithSubject(erin.email, `Your secure link to order ${order.orderNumber}`);
    const flat = (email as string).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(flat).toContain(`${harness.config.publicUrl}/mobile-order-detail?orderId=${order.orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const secureLinks = (await outboxEmails(harness.config.dataDir)).filter((eml) =>
      subjectOf(eml).startsWith('Your secure link'),
    );
    expect(secureLinks).toHaveLength(1);
    expect(emailsTo(secureLinks, erin.email)).toHaveLength(1);
  });

  it('needs both fields and a valid email, as the subscription form does', async () => {
    const missing = await send({ email: ann.email });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(SUBSCRIPTION_MESSAGES.requiredFields);
    const blank = await send({ email: '  ', orderNumber: 'DS-1' });
    expect(blank.json().message).toBe(SUBSCRIPTION_MESSAGES.requiredFields);
    const invalid = await send({ email: 'not-an-email', orderNumber: 'DS-1' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(ACCOUNT_MESSAGES.invalidEmail);
    expect(invalid.json().errors).toContainEqual({ field: 'email', message: ACCOUNT_MESSAGES.invalidEmail });
  });

  it('limits requests per address and per email, atomically', async () => {
    const email = `limited.${Date.now()}@example.org`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        send({ email, orderNumber: 'DS-00000000' }).then((response) => response.statusCode),
      ),
    );
    expect(answers.filter((status) => status === 200)).toHaveLength(3);
    expect(answers.filter((status) => status === 429)).toHaveLength(3);
    const fromOneAddress = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        harness.app
          .inject({
            method: 'POST',
            url: `/proxy/subscription/send-secure-link?email=a${index}.${Date.now()}@example.org&orderNumber=DS-1`,
            remoteAddress: '10.45.0.1',
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(fromOneAddress.filter((status) => status === 200)).toHaveLength(10);
    expect(fromOneAddress.filter((status) => status === 429)).toHaveLength(2);
  });
});
