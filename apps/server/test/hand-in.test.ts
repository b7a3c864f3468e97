import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, SERVER_MESSAGES, orderDetailSchema } from '@recircuit/contract';
import { AuditLog } from '../src/modules/audit/service.ts';
import { registerAndLogin, registerStaff, type SignedIn } from './helpers/accounts.ts';
import { rowsOf } from './helpers/admin.ts';
import { PLACES, confirm, ourQuote, placeAt, preparePlaces, setLanguage } from './helpers/hand-in.ts';
import { useTestApp } from './helpers/test-app.ts';

// At the counter (docs/product.md, "At the counter"; DOMAIN.md, "Hand-in, payment to the owner, and donations").
const harness = useTestApp();
const app = () => harness.app;
let owner: SignedIn;
let staff: SignedIn;
let key: Awaited<ReturnType<typeof preparePlaces>>;
beforeAll(async () => {
  owner = await registerAndLogin(harness.app);
  staff = await registerStaff(harness.app);
  key = await preparePlaces(harness.app);
});

const auditOf = async (orderId: string) =>
  (await AuditLog.list(app().db, 500, 0)).filter((entry) => entry.subject === `device-order:${orderId}`);
const stored = async (orderId: string) =>
  (
    await rowsOf<Record<string, unknown>>(
      app(),
      sql`select status, grade_found, revised_price_pence, paid_pence, payout_method, commission_pence, cancel_reason
          from device_orders where id = ${orderId}`,
    )
  )[0];
const pounds = (pence: number) => Math.round(pence) / 100;

describe('who may confirm', () => {
  it("takes the chosen partner's key or staff; never another partner, the owner, the QR holder or nobody", async () => {
    const order = await placeAt(app(), owner, PLACES.shop, 'current');
    const body = { gradeFound: 'B', payout: { method: 'cash' } };
    const other = await confirm(app(), order.orderId, key.bankOnly, body);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(CATALOGUE_MESSAGES.wrongPartner);
    const ownerTry = await confirm(app(), order.orderId, owner, body);
    expect(ownerTry.status).toBe(403);
    expect(ownerTry.body.message).toBe(SERVER_MESSAGES.noPermission);
    expect((await confirm(app(), order.orderId, undefined, body)).status).toBe(401);
    expect((await stored(order.orderId))?.status).toBe('Submitted');
    expect(await auditOf(order.orderId)).toEqual([]);
    expect((await confirm(app(), order.orderId, key.shop, body)).status).toBe(200);
  });
});

describe('the inspection is required and checked', () => {
  it('refuses a missing or bad grade, a payout for recycling, and a decline with nothing to decline', async () => {
    const order = await placeAt(app(), owner, PLACES.dropOff, 'recycle');
    for (const [body, field, message] of [
      [{}, 'gradeFound', CATALOGUE_MESSAGES.invalidGrade],
      [{ gradeFound: 'E' }, 'gradeFound', CATALOGUE_MESSAGES.invalidGrade],
      [{ gradeFound: 'B', payout: { method: 'cash' } }, 'payout', CATALOGUE_MESSAGES.payoutNotDue],
      [{ gradeFound: 'B', decision: 'decline' }, 'decision', CATALOGUE_MESSAGES.noRevisedOffer],
      [{ gradeFound: 'B', decision: 'maybe' }, 'decision', undefined],
    ] as const) {
      const refused = await confirm(app(), order.orderId, key.dropOff, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors?.[0]?.field).toBe(field);
      if (message) expect(refused.body.message).toBe(message);
    }
    expect(await stored(order.orderId)).toMatchObject({ status: 'Submitted', grade_found: null });
    expect(await auditOf(order.orderId)).toEqual([]);
  });
});

describe('recycle and donate', () => {
  it('hands a recycled device in with the grade found and no payment, audited, and emails a receipt', async () => {
    const order = await placeAt(app(), owner, PLACES.dropOff, 'recycle');
    const answer = await confirm(app(), order.orderId, key.dropOff, { gradeFound: 'C' });
    expect(answer.status).toBe(200);
    expect(orderDetailSchema.safeParse(answer.body.data).success).toBe(true);
    expect(answer.body.data).toMatchObject({ status: 'Handed in', gradeFound: 'C', paid: null, payoutMethod: null });
    expect(await stored(order.orderId)).toMatchObject({ paid_pence: null, payout_method: null });
    expect(await auditOf(order.orderId)).toEqual([
      expect.objectContaining({
        actorId: null,
        action: 'device-order.hand-in',
        detail: expect.objectContaining({ by: 'partner', partnerId: PLACES.dropOff, gradeFound: 'C', paidPence: null }),
      }),
    ]);
  });

  it('hands a donation in at its charity, with no payment', async () => {
    const order = await placeAt(app(), owner, PLACES.charity, 'donate');
    expect(
      (await confirm(app(), order.orderId, key.charity, { gradeFound: 'A', payout: { method: 'cash' } })).status,
    ).toBe(400);
    const answer = await confirm(app(), order.orderId, key.charity, { gradeFound: 'A' });
    expect(answer.body.data).toMatchObject({ status: 'Handed in', classification: 'donate', paid: null });
  });
});

describe('a current device sold at the counter', () => {
  it('pays the offer when the grade holds, by a method the partner offers; a price sent by the partner is ignored', async () => {
    const order = await placeAt(app(), owner, PLACES.bankOnly, 'current');
    const offer = Math.round(ourQuote(app(), 'B') * 0.95);
    const missing = await confirm(app(), order.orderId, key.bankOnly, { gradeFound: 'B' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(CATALOGUE_MESSAGES.payoutRequired);
    const cash = await confirm(app(), order.orderId, key.bankOnly, { gradeFound: 'B', payout: { method: 'cash' } });
    expect(cash.status).toBe(400);
    expect(cash.body.message).toBe(CATALOGUE_MESSAGES.payoutNotOffered);
    // Staff confirming for the partner are held to the partner's methods too.
    expect((await confirm(app(), order.orderId, staff, { gradeFound: 'B', payout: { method: 'cash' } })).status).toBe(
      400,
    );
    const paid = await confirm(app(), order.orderId, key.bankOnly, {
      gradeFound: 'A',
      price: 9999,
      paidPence: 999_999,
      payout: { method: 'bank-transfer', amount: 9999 },
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'Handed in',
      gradeFound: 'A',
      revisedPrice: null,
      awaitingDecision: false,
      paid: pounds(offer),
      payoutMethod: 'bank-transfer',
      commission: pounds(Math.round(offer * 0.08)),
    });
    expect(await stored(order.orderId)).toMatchObject({
      paid_pence: offer,
      commission_pence: Math.round(offer * 0.08),
    });
    const again = await confirm(app(), order.orderId, key.bankOnly, {
      gradeFound: 'B',
      payout: { method: 'bank-transfer' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CATALOGUE_MESSAGES.orderAlreadyConfirmed);
  });

  it("answers a lower grade with the server's revised offer, then records the owner's acceptance and pays it", async () => {
    const order = await placeAt(app(), owner, PLACES.bankOnly, 'current');
    const revised = Math.round(ourQuote(app(), 'D') * 0.95);
    const offered = await confirm(app(), order.orderId, key.bankOnly, {
      gradeFound: 'D',
      payout: { method: 'bank-transfer', amount: 500 },
    });
    expect(offered.status).toBe(200);
    expect(offered.body.data).toMatchObject({
      status: 'Submitted',
      gradeFound: 'D',
      revisedPrice: pounds(revised),
      awaitingDecision: true,
      paid: null,
    });
    expect(revised).toBeLessThan(Math.round(ourQuote(app(), 'B') * 0.95));
    const accepted = await confirm(app(), order.orderId, key.bankOnly, {
      gradeFound: 'D',
      decision: 'accept',
      payout: { method: 'bank-transfer', amount: 500 },
    });
    expect(accepted.body.data).toMatchObject({
      status: 'Handed in',
      awaitingDecision: false,
      revisedPrice: pounds(revised),
      paid: pounds(revised),
      commission: pounds(Math.round(revised * 0.08)),
    });
    expect((await auditOf(order.orderId)).map((entry) => entry.action)).toEqual([
      'device-order.hand-in',
      'device-order.revised-offer',
    ]);
  });

  it('takes the decision in one step when sent with the lower grade', async () => {
    const order = await placeAt(app(), owner, PLACES.shop, 'current');
    const answer = await confirm(app(), order.orderId, staff, {
      gradeFound: 'C',
      decision: 'accept',
      payout: { method: 'store-credit' },
    });
    expect(answer.body.data).toMatchObject({ status: 'Handed in', paid: pounds(ourQuote(app(), 'C')) });
    const steps = await rowsOf<{ status: string; actor_id: string | null; partner_id: string | null }>(
      app(),
      sql`select status, actor_id, partner_id from device_order_events where order_id = ${order.orderId} order by id`,
    );
    expect(steps.at(-1)).toEqual({ status: 'Handed in', actor_id: staff.userId, partner_id: null });
  });

  it('cancels on a declined revised offer, with the reason and no payment', async () => {
    const order = await placeAt(app(), owner, PLACES.shop, 'current');
    await confirm(app(), order.orderId, key.shop, { gradeFound: 'D' });
    const declined = await confirm(app(), order.orderId, key.shop, { gradeFound: 'D', decision: 'decline' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      status: 'Cancelled',
      cancelReason: CATALOGUE_MESSAGES.revisedOfferDeclined,
      paid: null,
      payoutMethod: null,
    });
    expect(await stored(order.orderId)).toMatchObject({ paid_pence: null, status: 'Cancelled' });
    expect((await auditOf(order.orderId)).map((entry) => entry.action)).toContain(
      'device-order.revised-offer-declined',
    );
    const late = await confirm(app(), order.orderId, key.shop, { gradeFound: 'D', decision: 'accept' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CATALOGUE_MESSAGES.orderWasCancelled);
  });
});

describe('a rare device', () => {
  it('is valued by the specialist: the amount is required and recorded as paid, commission 8% of it', async () => {
    const order = await placeAt(app(), owner, PLACES.specialist, 'rare');
    const noAmount = await confirm(app(), order.orderId, key.specialist, {
      gradeFound: 'B',
      payout: { method: 'bank-transfer' },
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toBe(CATALOGUE_MESSAGES.payoutAmountRequired);
    const answer = await confirm(app(), order.orderId, key.specialist, {
      gradeFound: 'B',
      payout: { method: 'bank-transfer', amount: 120.5 },
    });
    expect(answer.body.data).toMatchObject({ status: 'Handed in', paid: 120.5, commission: 9.64 });
  });
});

describe('two confirmations at once', () => {
  it('let exactly one win: one history entry, one audit entry, the other is 409', async () => {
    const order = await placeAt(app(), owner, PLACES.shop, 'current');
    const body = { gradeFound: 'B', payout: { method: 'cash' } };
    const answers = await Promise.all([
      confirm(app(), order.orderId, key.shop, body),
      confirm(app(), order.orderId, staff, { ...body, payout: { method: 'bank-transfer' } }),
      confirm(app(), order.orderId, key.shop, body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const handedIn = await rowsOf(
      app(),
      sql`select id from device_order_events where order_id = ${order.orderId} and status = 'Handed in'`,
    );
    expect(handedIn).toHaveLength(1);
    expect(await auditOf(order.orderId)).toHaveLength(1);
  });
});

describe('emails at the counter', () => {
  it("tell the owner in their language: the amount, how and by whom; the decline's reason; a charity's thanks", async () => {
    const { outboxEmails, emailsTo } = await import('./helpers/outbox.ts');
    const { readEmail } = await import('./helpers/read-email.ts');
    const ann = await registerAndLogin(app());
    const gerd = await registerAndLogin(app());
    await setLanguage(app(), gerd.userId, 'de-DE');
    const mailsTo = async (who: SignedIn) =>
      emailsTo(await outboxEmails(harness.config.dataDir), who.email).map(readEmail);

    const sold = await placeAt(app(), ann, PLACES.shop, 'current');
    await confirm(app(), sold.orderId, key.shop, { gradeFound: 'B', payout: { method: 'cash' } });
    const paid = (await mailsTo(ann)).find((mail) => mail.subject.startsWith('You were paid'));
    const amount = `£${(ourQuote(app(), 'B') / 100).toFixed(2)}`;
    expect(paid?.subject).toContain(amount);
    expect(paid?.text).toContain(`who paid you ${amount} by cash`);
    expect(paid?.text).toContain('SwapShop (demo)');
    expect(paid?.html).toContain(amount);

    const declined = await placeAt(app(), gerd, PLACES.shop, 'current');
    await confirm(app(), declined.orderId, key.shop, { gradeFound: 'D', decision: 'decline' });
    const cancelled = (await mailsTo(gerd)).find((mail) => mail.subject.includes('storniert'));
    expect(cancelled?.text).toContain('abgelehnt');
    expect(cancelled?.text).toContain('zurückgegeben');
    expect(cancelled?.text).toContain('/device-info?');

    const donated = await placeAt(app(), gerd, PLACES.charity, 'donate');
    await confirm(app(), donated.orderId, key.charity, { gradeFound: 'B' });
    const thanks = (await mailsTo(gerd)).find((mail) => mail.subject.startsWith('Vielen Dank für die Spende'));
    expect(thanks?.text).toContain('Second Life Devices');

    const recycled = await placeAt(app(), gerd, PLACES.dropOff, 'recycle');
    await confirm(app(), recycled.orderId, key.dropOff, { gradeFound: 'B' });
    const receipt = (await mailsTo(gerd)).find((mail) => mail.subject.startsWith('Empfangsbestätigung'));
    expect(receipt?.text).toContain('Circuit Reclaim');

    const accepted = await placeAt(app(), gerd, PLACES.shop, 'current');
    await confirm(app(), accepted.orderId, key.shop, {
      gradeFound: 'C',
      decision: 'accept',
      payout: { method: 'cash' },
    });
    const revised = (await mailsTo(gerd)).find((mail) => mail.subject.startsWith('Sie haben'));
    const euroStyle = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
    });
    expect(revised?.subject).toContain(euroStyle.format(ourQuote(app(), 'C') / 100));
    expect(revised?.text).toContain('angepasst');
    expect(revised?.text).not.toMatch(/You were paid|Hello/);
  });
});
