import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES, orderDetailSchema, type Condition } from '@recircuit/contract';
import { registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { call, catalogue, type SeedModel } from './helpers/admin.ts';
import { SEED_PLACES } from './helpers/places.ts';
import { useTestApp } from './helpers/test-app.ts';

// docs/product.md, "Condition and grade": the server takes the grade from the owner's answers.
const harness = useTestApp();
const app = () => harness.app;
let ann: SignedIn;
beforeEach(async () => {
  ann = await registerAndLogin(app(), { firstName: 'Ann' });
});

const phone = (classification: string) =>
  catalogue.models.find(
    (model) => model.classification === classification && model.type === 'Mobile Phone',
  ) as SeedModel;
const currentPhone = phone('current');
const recyclePhone = phone('recycle');
const console = catalogue.models.find(
  (model) => model.type === 'Games Console' && model.classification !== 'rare',
) as SeedModel;

const good: Condition = {
  unused: 'no',
  powersOn: 'yes',
  screen: 'perfect',
  body: 'perfect',
  water: 'no',
  battery: 92,
  accountLock: 'removed',
};

const device = (model: SeedModel) => ({
  type: model.type,
  brand: model.brand,
  name: model.name,
  color: model.colors[0] as string,
  storage: String(model.storagesGb[0]),
});
const query = (values: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(values).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
const quote = (model: SeedModel, answers: Record<string, string | number | undefined>) =>
  call(app(), 'GET', `/proxy/api/device-recycle/quote?${query({ ...device(model), ...answers })}`, ann);
const priceAt = async (model: SeedModel, grade: string) =>
  (await call(app(), 'GET', `/proxy/api/device-recycle/calculate-price?${query({ ...device(model), grade })}`, ann))
    .body.data as number;
const save = (model: SeedModel, extra: object) =>
  call(app(), 'POST', '/proxy/api/device-recycle/save-device', ann, {
    classification: model.classification,
    partnerId: SEED_PLACES[model.classification as 'current' | 'recycle'],
    ...device(model),
    storage: model.storagesGb[0],
    ...extra,
  });

describe('GET /quote with condition answers', () => {
  it('prices a phone with a cracked screen at grade D, whatever grade is sent', async () => {
    const cracked = await quote(currentPhone, { ...good, screen: 'cracked', grade: 'A' });
    expect(cracked.status).toBe(200);
    expect(cracked.body.data).toMatchObject({
      grade: 'D',
      price: await priceAt(currentPhone, 'D'),
      accountLocked: false,
    });
    const fine = await quote(currentPhone, good);
    expect(fine.body.data).toMatchObject({ grade: 'B', price: await priceAt(currentPhone, 'B') });
    expect((fine.body.data as { price: number }).price).toBeGreaterThan((cracked.body.data as { price: number }).price);
    expect((await quote(currentPhone, { ...good, battery: 82 })).body.data.grade).toBe('C');
    expect((await quote(currentPhone, { ...good, unused: 'yes' })).body.data.grade).toBe('A');
  });

  it('keeps SPEC’s grade-only quote', async () => {
    const byName = await quote(currentPhone, { grade: 'C' });
    expect(byName.body.data).toMatchObject({
      grade: 'C',
      price: await priceAt(currentPhone, 'C'),
      accountLocked: false,
    });
  });

  it('names every question the device is asked and left open, battery apart', async () => {
    const partial = await quote(currentPhone, { powersOn: 'yes', screen: 'perfect' });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toBe(CATALOGUE_MESSAGES.conditionRequired);
    expect(partial.body.errors?.map((error) => error.field)).toEqual(['unused', 'body', 'water', 'accountLock']);
    const { battery: _battery, ...noBattery } = good;
    expect((await quote(currentPhone, noBattery)).status).toBe(200);
    // A console has no screen, no readable battery and no account lock to ask about.
    const consoleAnswers = { unused: 'no', powersOn: 'yes', body: 'marks', water: 'no' };
    expect((await quote(console, consoleAnswers)).body.data.grade).toBe('C');
    expect((await quote(currentPhone, {})).status).toBe(400);
  });

  it('refuses answers it does not offer, and a battery outside 0–100', async () => {
    for (const bad of [
      { screen: 'shattered' },
      { battery: 101 },
      { battery: -1 },
      { battery: 'full' },
      { water: 'yes\u0000' },
    ]) {
      const answer = await quote(currentPhone, { ...good, ...bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('gives a phone still locked to an account no trade-in offer, and says so', async () => {
    const locked = await quote(currentPhone, { ...good, accountLock: 'on' });
    expect(locked.status).toBe(200);
    expect(locked.body.data).toMatchObject({ accountLocked: true, partnerOffers: [], voucherPercent: 0 });
    const unlocked = await quote(currentPhone, good);
    expect((unlocked.body.data as { partnerOffers: unknown[] }).partnerOffers.length).toBeGreaterThan(0);
  });
});

describe('save-device with condition answers', () => {
  it('stores the answers and the grade the server took from them, and shows both on the order', async () => {
    const saved = await save(currentPhone, { grade: 'A', condition: { ...good, body: 'marks' } });
    expect(saved.status).toBe(200);
    const deviceId = saved.body.data.deviceId as string;
    const detail = orderDetailSchema.parse(
      (await call(app(), 'GET', `/proxy/api/recycle-orders/detail?deviceId=${deviceId}`, ann)).body.data,
    );
    expect(detail.grade).toBe('C');
    expect(detail.condition).toEqual({ ...good, body: 'marks' });
    expect(detail.price).toBe(await priceAt(currentPhone, 'C'));
  });

  it('refuses a trade-in of a locked phone (409, nothing stored) but recycles one', async () => {
    const locked = { ...good, accountLock: 'on' } as const;
    const refused = await save(currentPhone, { condition: locked });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(CATALOGUE_MESSAGES.accountLocked);
    const orders = await call(app(), 'GET', `/proxy/api/recycle-orders/by-device-owner/${ann.userId}`, ann);
    expect(orders.status).toBe(200);
    expect(JSON.stringify(orders.body.data)).not.toContain(currentPhone.name);
    const recycled = await save(recyclePhone, { condition: locked });
    expect(recycled.status).toBe(200);
    // The same current phone, asked to be recycled at a drop-off point, is taken as a recycle order.
    const asRecycle = await save(currentPhone, {
      classification: 'recycle',
      partnerId: SEED_PLACES.recycle,
      condition: locked,
    });
    expect(asRecycle.status).toBe(200);
    expect(asRecycle.body.data).toMatchObject({ classification: 'recycle', voucherCode: null });
    // Unlocked, a current phone stays a trade-in whatever the client called it (the place must match).
    const unlocked = await save(currentPhone, {
      classification: 'recycle',
      partnerId: SEED_PLACES.recycle,
      condition: good,
    });
    expect(unlocked.status).toBe(400);
  });

  it('names the open answers under condition., and needs answers or a grade', async () => {
    const open = await save(currentPhone, { condition: { powersOn: 'yes' } });
    expect(open.status).toBe(400);
    expect(open.body.errors?.map((error) => error.field)).toEqual([
      'condition.unused',
      'condition.screen',
      'condition.body',
      'condition.water',
      'condition.accountLock',
    ]);
    const neither = await save(currentPhone, {});
    expect(neither.status).toBe(400);
    expect(neither.body.errors?.[0]).toMatchObject({ field: 'grade', message: CATALOGUE_MESSAGES.conditionRequired });
    const unknownAnswer = await save(currentPhone, { condition: { ...good, mood: 'happy' } });
    expect(unknownAnswer.status).toBe(400);
  });
});
