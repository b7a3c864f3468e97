import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BY_POST_MESSAGES,
  CATALOGUE_MESSAGES,
  adminDeviceOrderSchema,
  orderDetailSchema,
  type SaveDeviceRequest,
} from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { call, currentModel, rareModel, recycleModel, rowsOf } from './helpers/admin.ts';
import { PLACES, confirm, ourQuote, preparePlaces } from './helpers/hand-in.ts';
import { emailsTo, outboxEmails, waitForEmails } from './helpers/outbox.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { readEmail } from './helpers/read-email.ts';
import { useTestApp } from './helpers/test-app.ts';

// Hand-in by post (DOMAIN.md "Ready to hand over"; docs/product.md, "Hand-in by post").
const harness = useTestApp();
const app = () => harness.app;
let staff: SignedIn;
beforeAll(async () => {
  staff = await registerStaff(harness.app);
  await preparePlaces(harness.app);
});

/** Pay.UK's published modulus-check examples: a pair that goes together, and the same with one digit changed. */
const GOOD = { accountName: 'Ann Example', sortCode: '08-99-99', accountNumber: '6637 4958' };
const MISMATCHED = { accountName: 'Ann Example', sortCode: '089999', accountNumber: '66374959' };

const kinds = {
  current: { model: currentModel, classification: 'current' },
  recycle: { model: recycleModel, classification: 'recycle' },
  rare: { model: rareModel ?? recycleModel, classification: 'rare' },
} as const;

async function postOrder(who: SignedIn, kind: keyof typeof kinds = 'current', extra: Partial<SaveDeviceRequest> = {}) {
  const { model, classification } = kinds[kind];
  const response = await call(app(), 'POST', '/proxy/api/device-recycle/save-device', who, {
    classification,
    handIn: 'post',
    type: model.type,
    brand: model.brand,
    name: model.name,
    color: model.colors[0],
    storage: model.storagesGb[0],
    grade: 'B',
    ...(kind === 'rare' ? { description: 'A boxed 1998 organiser with its stylus' } : {}),
    ...extra,
  });
  return response;
}

async function placed(who: SignedIn, kind: keyof typeof kinds = 'current') {
  const response = await postOrder(who, kind);
  if (response.status !== 200) throw new Error(`not placed: ${response.raw.payload}`);
  return response.body.data as { orderId: string; orderNumber: string; deviceId: string };
}

const detailOf = async (who: SignedIn, deviceId: string) =>
  orderDetailSchema.parse(
    (await call(app(), 'GET', `/proxy/api/recycle-orders/detail?deviceId=${deviceId}`, who)).body.data,
  );
const staffView = async (orderId: string) =>
  adminDeviceOrderSchema.parse(
    (await call(app(), 'GET', `/proxy/api/admin/device-orders/${orderId}`, staff)).body.data,
  );
const bank = (who: SignedIn | undefined, orderId: string, body: object) =>
  call(app(), 'PUT', `/proxy/api/recycle-orders/${orderId}/bank-details`, who, body);
const step = (who: SignedIn | undefined, orderId: string, name: string, body: object = {}) =>
  call(app(), 'POST', `/proxy/api/admin/device-orders/${orderId}/${name}`, who, body);
const decide = (who: SignedIn, orderId: string, body: object) =>
  call(app(), 'POST', `/proxy/api/recycle-orders/${orderId}/revised-offer`, who, body);
const heldRows = (orderId: string) =>
  rowsOf<Record<string, unknown>>(app(), sql`select * from device_order_bank_details where order_id = ${orderId}`);
const mailTo = async (who: SignedIn) => emailsTo(await outboxEmails(harness.config.dataDir), who.email).map(readEmail);
const pounds = (pence: number) => Math.round(pence) / 100;

describe('choosing to send the device by post', () => {
  it('places the order with no place, the hub to send it to, and our quote as the offer', async () => {
    const ann = await registerAndLogin(app(), { firstName: 'Ann' });
    const order = await placed(ann);
    const detail = await detailOf(ann, order.deviceId);
    expect(detail.byPost).toBe(true);
    expect(detail.place).toBeNull();
    expect(detail.hub?.postcode).toMatch(/^[A-Z]{1,2}\d/);
    expect(detail.offer).toBe(pounds(ourQuote(app(), 'B')));
    // The hub buys it: no partner owes a commission.
    expect(detail.commission).toBeNull();
    expect(detail.post).toEqual({
      bankDetails: null,
      needsBankDetails: true,
      arrivedAt: null,
      payoutDue: null,
      returnAddress: null,
    });
    // The email says where to send it and how it is paid.
    await waitForEmails(harness.config.dataDir, ann.email, 2);
    const email = (await mailTo(ann)).find((mail) => mail.subject.includes('post your'));
    expect(email?.text).toContain(detail.hub!.postcode);
    expect(email?.text).toContain('bank transfer');
  });

  it('wants either a place or the post, never both or neither', async () => {
    const ann = await registerAndLogin(app());
    const both = await postOrder(ann, 'current', { partnerId: PLACES.shop });
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([{ field: 'partnerId', message: BY_POST_MESSAGES.postAndPlace }]);
    const neither = await postOrder(ann, 'current', { handIn: 'place' });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([{ field: 'partnerId', message: CATALOGUE_MESSAGES.placeRequired }]);
    const unknown = await postOrder(ann, 'current', { handIn: 'pigeon' as 'post' });
    expect(unknown.status).toBe(400);
  });

  it('needs no bank details for a device that is recycled', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann, 'recycle');
    expect((await detailOf(ann, order.deviceId)).post?.needsBankDetails).toBe(false);
    const refused = await bank(ann, order.orderId, GOOD);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BY_POST_MESSAGES.bankDetailsNotNeeded);
  });
});

describe('the postage label', () => {
  it("is the owner's and staff's, names the hub and the order, and stops once the device has arrived", async () => {
    const ann = await registerAndLogin(app(), { firstName: 'Ann', lastName: 'Label' });
    const order = await placed(ann);
    const url = `/proxy/api/recycle-orders/${order.orderId}/label.pdf`;
    const label = await call(app(), 'GET', url, ann);
    expect(label.status).toBe(200);
    expect(label.raw.headers['content-type']).toBe('application/pdf');
    expect(label.raw.headers['cache-control']).toContain('no-store');
    const text = pdfText(label.raw.rawPayload).replace(/\s+/g, ' ');
    const hub = (await detailOf(ann, order.deviceId)).hub!;
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(hub.postcode);
    expect(text).toContain('Ann Label');
    expect((await call(app(), 'GET', url, staff)).status).toBe(200);
    expect((await call(app(), 'GET', url, await registerAndLogin(app()))).status).toBe(403);
    expect((await call(app(), 'GET', url)).status).toBe(401);
    await step(staff, order.orderId, 'arrival');
    const after = await call(app(), 'GET', url, ann);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(BY_POST_MESSAGES.labelNotNeeded);
  });

  it('is refused for an order handed in at a place', async () => {
    const ann = await registerAndLogin(app());
    const { placeAt } = await import('./helpers/hand-in.ts');
    const order = await placeAt(app(), ann, PLACES.shop, 'current');
    const refused = await call(app(), 'GET', `/proxy/api/recycle-orders/${order.orderId}/label.pdf`, ann);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BY_POST_MESSAGES.notByPost);
  });
});

describe('bank details', () => {
  it('refuses a bad format with a message per field, and stores nothing', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    const cases: [object, string, string][] = [
      [{ ...GOOD, sortCode: '12345' }, 'sortCode', BY_POST_MESSAGES.sortCodeInvalid],
      [{ ...GOOD, sortCode: '12-34-5a' }, 'sortCode', BY_POST_MESSAGES.sortCodeInvalid],
      [{ ...GOOD, sortCode: 123456 }, 'sortCode', BY_POST_MESSAGES.sortCodeInvalid],
      [{ ...GOOD, accountNumber: '1234567' }, 'accountNumber', BY_POST_MESSAGES.accountNumberInvalid],
      [{ ...GOOD, accountNumber: '123456789' }, 'accountNumber', BY_POST_MESSAGES.accountNumberInvalid],
      [{ ...GOOD, accountNumber: undefined }, 'accountNumber', BY_POST_MESSAGES.accountNumberInvalid],
      [{ ...GOOD, accountName: '   ' }, 'accountName', BY_POST_MESSAGES.accountNameRequired],
      [{ ...GOOD, accountName: 'x'.repeat(71) }, 'accountName', BY_POST_MESSAGES.accountNameTooLong],
      [{ ...GOOD, accountNumber: '9'.repeat(100_000) }, 'accountNumber', BY_POST_MESSAGES.accountNumberInvalid],
    ];
    for (const [body, field, message] of cases) {
      const refused = await bank(ann, order.orderId, body);
      expect(refused.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(refused.body.errors).toContainEqual({ field, message });
    }
    expect((await bank(ann, order.orderId, { ...GOOD, iban: 'GB00' })).status).toBe(400);
    expect((await bank(ann, order.orderId, { ...GOOD, accountName: 'Ann\u0000' })).status).toBe(400);
    expect(await heldRows(order.orderId)).toEqual([]);
  });

  it('refuses a sort code and account number that fail the modulus check', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    const refused = await bank(ann, order.orderId, MISMATCHED);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ field: 'accountNumber', message: BY_POST_MESSAGES.bankDetailsMismatch }]);
    expect(await heldRows(order.orderId)).toEqual([]);
  });

  it('keeps them for the order, shows the owner only the last digits, and lets them be replaced', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    const saved = await bank(ann, order.orderId, GOOD);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(BY_POST_MESSAGES.bankDetailsSaved);
    const masked = { accountName: 'Ann Example', sortCode: '**-**-99', accountNumber: '****4958' };
    expect(saved.body.data.post.bankDetails).toEqual(masked);
    expect(saved.raw.payload).not.toContain('66374958');
    expect(saved.raw.payload).not.toContain('089999');
    const detail = await detailOf(ann, order.deviceId);
    expect(detail.post?.bankDetails).toEqual(masked);
    expect(detail.post?.needsBankDetails).toBe(false);
    // Kept as digits, for this order only.
    expect(await heldRows(order.orderId)).toMatchObject([{ sort_code: '089999', account_number: '66374958' }]);
    // Staff, who make the transfer, see them whole.
    expect((await staffView(order.orderId)).post?.bankDetails).toEqual({
      accountName: 'Ann Example',
      sortCode: '089999',
      accountNumber: '66374958',
    });
    const replaced = await bank(ann, order.orderId, { ...GOOD, accountName: 'Ann B Example' });
    expect(replaced.body.data.post.bankDetails.accountName).toBe('Ann B Example');
    expect(await heldRows(order.orderId)).toHaveLength(1);
    // Never in the audit log.
    const audit = JSON.stringify(await AuditLog.list(app().db, 500, 0));
    expect(audit).not.toContain('66374958');
  });

  it("is the owner's alone, needs CSRF, and belongs to an order sent by post", async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    expect((await bank(await registerAndLogin(app()), order.orderId, GOOD)).status).toBe(403);
    expect((await bank(staff, order.orderId, GOOD)).status).toBe(403);
    expect((await bank(undefined, order.orderId, GOOD)).status).toBe(401);
    expect((await bank(ann, 'ord_nothing', GOOD)).status).toBe(404);
    const noCsrf = await app().inject({
      method: 'PUT',
      url: `/proxy/api/recycle-orders/${order.orderId}/bank-details`,
      headers: { cookie: ann.cookie },
      payload: GOOD,
    });
    expect(noCsrf.statusCode).toBe(403);
    const { placeAt } = await import('./helpers/hand-in.ts');
    const atShop = await placeAt(app(), ann, PLACES.shop, 'current');
    const refused = await bank(ann, atShop.orderId, GOOD);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BY_POST_MESSAGES.notByPost);
    expect(await heldRows(order.orderId)).toEqual([]);
  });

  it('go with the account when the owner deletes it', async () => {
    const leaver = await registerAndLogin(app());
    const order = await placed(leaver);
    await bank(leaver, order.orderId, GOOD);
    const gone = await app().inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      headers: leaver.writeHeaders,
      payload: { password: 'Recycle2026' },
    });
    expect(gone.statusCode).toBe(200);
    expect(await heldRows(order.orderId)).toEqual([]);
  });
});

describe('at the hub: arrival, inspection and the transfer', () => {
  it('pays the offer by bank transfer and deletes the bank details, emailing the owner at each step', async () => {
    const ann = await registerAndLogin(app(), { firstName: 'Ann' });
    const order = await placed(ann);
    await bank(ann, order.orderId, GOOD);
    expect((await staffView(order.orderId)).post?.nextStep).toBe('arrival');
    // Nothing out of turn.
    expect((await step(staff, order.orderId, 'inspection', { gradeFound: 'B' })).body.message).toBe(
      BY_POST_MESSAGES.notArrived,
    );
    expect((await step(staff, order.orderId, 'transfer', { reference: 'RC-1' })).body.message).toBe(
      BY_POST_MESSAGES.notArrived,
    );
    // The counter's confirmation is not the way for a posted device.
    const counter = await confirm(app(), order.orderId, staff, { gradeFound: 'B', payout: { method: 'cash' } });
    expect(counter.status).toBe(409);
    expect(counter.body.message).toBe(BY_POST_MESSAGES.sentByPost);

    const arrived = await step(staff, order.orderId, 'arrival');
    expect(arrived.status).toBe(200);
    expect(arrived.body.data.status).toBe('Handed in');
    expect(arrived.body.data.post.nextStep).toBe('inspection');
    expect(arrived.body.data.nextStatus).toBeNull();
    expect((await step(staff, order.orderId, 'arrival')).body.message).toBe(BY_POST_MESSAGES.alreadyArrived);

    const inspected = await step(staff, order.orderId, 'inspection', { gradeFound: 'B' });
    expect(inspected.status).toBe(200);
    expect(inspected.body.data.post).toMatchObject({ nextStep: 'transfer', payoutDue: pounds(ourQuote(app(), 'B')) });
    expect((await step(staff, order.orderId, 'inspection', { gradeFound: 'A' })).body.message).toBe(
      BY_POST_MESSAGES.alreadyInspected,
    );
    // Staff may not skip the payment.
    expect((await step(staff, order.orderId, 'status', { status: 'Received' })).status).toBe(409);

    const paid = await step(staff, order.orderId, 'transfer', { reference: 'RC-0001' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      paid: pounds(ourQuote(app(), 'B')),
      payoutMethod: 'bank-transfer',
      commission: null,
    });
    expect(paid.body.data.post).toMatchObject({ bankDetails: null, payoutDue: null, nextStep: null });
    expect(await heldRows(order.orderId)).toEqual([]);
    const detail = await detailOf(ann, order.deviceId);
    expect(detail.post?.bankDetails).toBeNull();
    expect(detail.post?.needsBankDetails).toBe(false);
    expect(detail.paid).toBe(pounds(ourQuote(app(), 'B')));
    // Once paid, the details cannot come back and the transfer cannot be made twice.
    expect((await bank(ann, order.orderId, GOOD)).body.message).toBe(BY_POST_MESSAGES.bankDetailsLocked);
    expect((await step(staff, order.orderId, 'transfer', { reference: 'RC-0002' })).body.message).toBe(
      BY_POST_MESSAGES.alreadyPaid,
    );
    expect((await step(staff, order.orderId, 'status', { status: 'Received' })).status).toBe(200);

    const subjects = (await mailTo(ann)).map((email) => email.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringContaining('has arrived at our hub'),
        expect.stringContaining('We have checked your'),
        expect.stringContaining('We have paid you'),
      ]),
    );
    const paidEmail = (await mailTo(ann)).find((email) => email.subject.includes('We have paid you'));
    expect(paidEmail?.text).toContain('ending 4958');
    expect(paidEmail?.text).toContain('RC-0001');
    expect(paidEmail?.text).not.toContain('66374958');
    const actions = (await AuditLog.list(app().db, 500, 0))
      .filter((entry) => entry.subject === `device-order:${order.orderId}`)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'device-order.arrived-by-post',
        'device-order.inspected',
        'device-order.paid-by-transfer',
      ]),
    );
  });

  it('waits for bank details before the transfer, and asks for them in the email', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    await step(staff, order.orderId, 'arrival');
    await step(staff, order.orderId, 'inspection', { gradeFound: 'A' });
    const checked = (await mailTo(ann)).find((email) => email.subject.includes('We have checked your'));
    expect(checked?.text).toContain('We do not have your bank details yet');
    const refused = await step(staff, order.orderId, 'transfer', { reference: 'RC-9' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BY_POST_MESSAGES.bankDetailsRequired);
    // Still before payment: the owner may add them now.
    expect((await bank(ann, order.orderId, GOOD)).status).toBe(200);
    expect((await step(staff, order.orderId, 'transfer', { reference: 'RC-9' })).status).toBe(200);
  });

  it('records one transfer when two are sent at once', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    await bank(ann, order.orderId, GOOD);
    await step(staff, order.orderId, 'arrival');
    await step(staff, order.orderId, 'inspection', { gradeFound: 'B' });
    const results = await Promise.all(
      [1, 2, 3].map((n) => step(staff, order.orderId, 'transfer', { reference: `R${n}` })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
  });

  it('is for staff only, with valid input', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann);
    expect((await step(ann, order.orderId, 'arrival')).status).toBe(403);
    expect((await step(undefined, order.orderId, 'arrival')).status).toBe(401);
    expect((await step(staff, 'ord_nothing', 'arrival')).status).toBe(404);
    await step(staff, order.orderId, 'arrival');
    for (const body of [{}, { gradeFound: 'E' }, { gradeFound: 'B', amount: 12 }, { gradeFound: 'B', extra: 1 }]) {
      expect((await step(staff, order.orderId, 'inspection', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await staffView(order.orderId)).gradeFound).toBeNull();
  });

  it('refuses staff steps on an order handed in at a place', async () => {
    const ann = await registerAndLogin(app());
    const { placeAt } = await import('./helpers/hand-in.ts');
    const order = await placeAt(app(), ann, PLACES.shop, 'current');
    const refused = await step(staff, order.orderId, 'arrival');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BY_POST_MESSAGES.notByPost);
  });
});

describe('a lower grade found at the hub', () => {
  async function inspectedLower(who: SignedIn) {
    const order = await placed(who);
    await bank(who, order.orderId, GOOD);
    await step(staff, order.orderId, 'arrival');
    await step(staff, order.orderId, 'inspection', { gradeFound: 'D' });
    return order;
  }

  it("waits for the owner's answer; accepted, the revised offer is what is paid", async () => {
    const ann = await registerAndLogin(app());
    const order = await inspectedLower(ann);
    const detail = await detailOf(ann, order.deviceId);
    expect(detail.awaitingDecision).toBe(true);
    expect(detail.revisedPrice).toBe(pounds(ourQuote(app(), 'D')));
    expect((await staffView(order.orderId)).post?.nextStep).toBe('decision');
    expect((await step(staff, order.orderId, 'transfer', { reference: 'R' })).body.message).toBe(
      BY_POST_MESSAGES.nothingDue,
    );
    const lowerEmail = (await mailTo(ann)).find((email) => email.subject.includes('We have checked your'));
    expect(lowerEmail?.text).toContain('accept or decline');
    // Only the owner answers.
    expect((await decide(await registerAndLogin(app()), order.orderId, { decision: 'accept' })).status).toBe(403);
    const accepted = await decide(ann, order.orderId, { decision: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.awaitingDecision).toBe(false);
    expect(accepted.body.data.post.payoutDue).toBe(pounds(ourQuote(app(), 'D')));
    expect((await decide(ann, order.orderId, { decision: 'accept' })).body.message).toBe(
      BY_POST_MESSAGES.noDecisionDue,
    );
    const paid = await step(staff, order.orderId, 'transfer', { reference: 'R-LOW' });
    expect(paid.body.data.paid).toBe(pounds(ourQuote(app(), 'D')));
  });

  it('declined, the order ends, the device goes back to the address given and the bank details go', async () => {
    const ann = await registerAndLogin(app());
    const order = await inspectedLower(ann);
    const noAddress = await decide(ann, order.orderId, { decision: 'decline' });
    expect(noAddress.status).toBe(400);
    const badPostcode = await decide(ann, order.orderId, {
      decision: 'decline',
      returnAddress: { line1: '1 High Street', town: 'Leeds', postcode: 'NOT A CODE' },
    });
    expect(badPostcode.status).toBe(400);
    expect((await detailOf(ann, order.deviceId)).status).toBe('Handed in');
    const declined = await decide(ann, order.orderId, {
      decision: 'decline',
      returnAddress: { line1: '1 High Street', town: 'Leeds', postcode: 'ls1 4ap' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('Cancelled');
    expect(declined.body.data.post.returnAddress).toEqual({
      line1: '1 High Street',
      town: 'Leeds',
      postcode: 'LS1 4AP',
    });
    expect(await heldRows(order.orderId)).toEqual([]);
    expect((await staffView(order.orderId)).post?.returnAddress?.postcode).toBe('LS1 4AP');
    const email = (await mailTo(ann)).find((mail) => mail.subject.includes('is cancelled'));
    expect(email?.text).toContain('LS1 4AP');
  });

  it("values a rare device by staff's amount, which the owner then answers", async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann, 'rare');
    await step(staff, order.orderId, 'arrival');
    const noAmount = await step(staff, order.orderId, 'inspection', { gradeFound: 'B' });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toBe(BY_POST_MESSAGES.payoutAmountRequired);
    await step(staff, order.orderId, 'inspection', { gradeFound: 'B', amount: 42.5 });
    const detail = await detailOf(ann, order.deviceId);
    expect(detail).toMatchObject({ awaitingDecision: true, revisedPrice: 42.5 });
  });

  it('needs nothing more for a recycled device once inspected', async () => {
    const ann = await registerAndLogin(app());
    const order = await placed(ann, 'recycle');
    await step(staff, order.orderId, 'arrival');
    const inspected = await step(staff, order.orderId, 'inspection', { gradeFound: 'D' });
    expect(inspected.body.data.post.nextStep).toBeNull();
    expect(inspected.body.data.nextStatus).toBe('Received');
  });
});
