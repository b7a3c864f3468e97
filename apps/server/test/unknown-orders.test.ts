import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UPLOAD_MESSAGES, unknownOrderSchema } from '@recircuit/contract';
import { UploadsService } from '../src/modules/uploads/service.ts';
import { useTestApp } from './helpers/test-app.ts';
import { registerAndLogin, type SignedIn } from './helpers/accounts.ts';
import { image, multipart } from './helpers/images.ts';

const harness = useTestApp();
let ann: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  ann = await registerAndLogin(harness.app);
  bob = await registerAndLogin(harness.app);
});

async function upload(who: SignedIn): Promise<string> {
  const form = multipart('p.png', 'image/png', await image('png'));
  const response = await harness.app.inject({
    method: 'POST',
    url: '/proxy/file/upload',
    payload: form.payload,
    headers: { ...form.headers, ...who.writeHeaders },
  });
  return (response.json() as { data: string }).data;
}
async function submit(who: SignedIn | undefined, payload: object, headers: Record<string, string> = {}) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/proxy/api/unknown-device/submit',
    payload,
    headers: { ...(who?.writeHeaders ?? {}), ...headers },
  });
  return { status: response.statusCode, body: response.json() as { message: string; data: Record<string, unknown> } };
}
const count = async (table: 'unknown_orders' | 'uploads') =>
  (
    (await harness.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe('POST /proxy/api/unknown-device/submit', () => {
  it("creates a Submitted order with the owner's images, in one go", async () => {
    const images = [await upload(ann), await upload(ann)];
    const response = await submit(ann, {
      description: '  An old phone with a slide-out keyboard  ',
      deviceClassification: 'unknown',
      imageUrls: images,
      userId: ann.userId,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your device information has been submitted successfully');
    const order = unknownOrderSchema.parse(response.body.data);
    expect(order).toMatchObject({
      description: 'An old phone with a slide-out keyboard',
      status: 'Submitted',
      imageUrls: images,
    });
    expect(order.orderNumber).toMatch(/^EU-[0-9A-Z]{8}$/);
    // An image already used by an order cannot be used again.
    const reuse = await submit(ann, { description: 'again', imageUrls: [images[0]] });
    expect(reuse.status).toBe(400);
  });

  it.each([
    [{ imageUrls: ['x'] }, UPLOAD_MESSAGES.describeDevice],
    [{ description: '   ', imageUrls: ['x'] }, UPLOAD_MESSAGES.describeDevice],
    [{ description: 'x'.repeat(2001), imageUrls: ['x'] }, UPLOAD_MESSAGES.descriptionTooLong],
    [{ description: 'A phone' }, UPLOAD_MESSAGES.atLeastOneImage],
    [{ description: 'A phone', imageUrls: [] }, UPLOAD_MESSAGES.atLeastOneImage],
    [{ description: 'A phone', imageUrls: ['1', '2', '3', '4', '5', '6'] }, UPLOAD_MESSAGES.tooManyImages],
  ])('refuses %o with "%s" and changes nothing', async (payload, message) => {
    const before = await count('unknown_orders');
    const response = await submit(ann, payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await count('unknown_orders')).toBe(before);
  });

  it('refuses a sixth real image', async () => {
    const images = await Promise.all(Array.from({ length: 6 }, () => upload(ann)));
    const response = await submit(ann, { description: 'Six photos', imageUrls: images });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(UPLOAD_MESSAGES.tooManyImages);
  });

  it("refuses another user's image, a made-up URL and a repeated image", async () => {
    const bobs = await upload(bob);
    const own = await upload(ann);
    for (const imageUrls of [
      [bobs],
      ['/proxy/file/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
      ['https://evil.example/x.png'],
      [own, own],
    ]) {
      const response = await submit(ann, { description: 'Mine?', imageUrls });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(UPLOAD_MESSAGES.notYourImage);
    }
  });

  it("needs a session and the caller's own id", async () => {
    const own = await upload(ann);
    expect((await submit(undefined, { description: 'x', imageUrls: [own] })).status).toBe(401);
    expect((await submit(ann, { description: 'x', imageUrls: [own], userId: bob.userId })).status).toBe(403);
  });

  it('creates one order for a repeated Idempotency-Key', async () => {
    const own = await upload(ann);
    const key = `unk-${Date.now()}`;
    const [first, second] = await Promise.all([
      submit(ann, { description: 'Twice', imageUrls: [own] }, { 'idempotency-key': key }),
      submit(ann, { description: 'Twice', imageUrls: [own] }, { 'idempotency-key': key }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.data.orderId).toBe(first.body.data.orderId);
  });

  it('puts an image on one order only when submits without an Idempotency-Key race, and leaves no order without its images', async () => {
    const owner = await registerAndLogin(harness.app);
    const photo = await upload(owner);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => submit(owner, { description: `Race ${n}`, imageUrls: [photo] })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      refused.map(() => [400, UPLOAD_MESSAGES.notYourImage]),
    );
    const rows = await harness.app.db.execute(sql`
      select o.id, count(i.upload_key)::int as images
      from unknown_orders o left join unknown_order_images i on i.order_id = o.id
      where o.owner_id = ${owner.userId} group by o.id`);
    expect((rows as unknown as { rows: { images: number }[] }).rows.map((row) => row.images)).toEqual([1]);
    const holders = await harness.app.db.execute(
      sql`select count(*)::int as n from unknown_order_images where upload_key = ${photo.split('/').pop()}`,
    );
    expect((holders as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});

describe('GET /proxy/api/recycle-orders/unknown/by-device-owner/{id}', () => {
  it("lists the owner's orders with their image links, and nobody else's", async () => {
    const owner = await registerAndLogin(harness.app);
    await submit(owner, { description: 'First', imageUrls: [await upload(owner)] });
    await submit(owner, { description: 'Second', imageUrls: [await upload(owner)] });
    const response = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/recycle-orders/unknown/by-device-owner/${owner.userId}`,
      headers: { cookie: owner.cookie },
    });
    const orders = (response.json() as { data: { description: string; imageUrls: string[] }[] }).data;
    expect(orders.map((order) => order.description)).toEqual(['Second', 'First']);
    const picture = await harness.app.inject({
      method: 'GET',
      url: orders[0]?.imageUrls[0] as string,
      headers: { cookie: owner.cookie },
    });
    expect(picture.statusCode).toBe(200);
    const other = await harness.app.inject({
      method: 'GET',
      url: `/proxy/api/recycle-orders/unknown/by-device-owner/${owner.userId}`,
      headers: { cookie: bob.cookie },
    });
    expect(other.statusCode).toBe(403);
  });
});

describe('unused uploads', () => {
  it('are removed after a day, with their files, while images of orders stay', async () => {
    const orphan = await upload(ann);
    const kept = await upload(ann);
    await submit(ann, { description: 'Keep this one', imageUrls: [kept] });
    await harness.app.db.execute(sql`update uploads set created_at = now() - interval '25 hours'`);
    const service = new UploadsService({
      db: harness.app.db,
      storage: harness.app.storage,
      limiter: harness.app.limiter,
    });
    expect(await service.removeOrphans()).toBeGreaterThanOrEqual(1);
    const orphanKey = orphan.split('/').pop() as string;
    expect(await harness.app.storage.get(orphanKey)).toBeUndefined();
    expect(await harness.app.storage.get(`${orphanKey}.thumb`)).toBeUndefined();
    expect((await harness.app.inject({ method: 'GET', url: kept, headers: { cookie: ann.cookie } })).statusCode).toBe(
      200,
    );
  });
});

describe('UK GDPR', () => {
  it("exports the owner's orders, and deleting the account deletes their photos", async () => {
    const leaver = await registerAndLogin(harness.app);
    const photo = await upload(leaver);
    await submit(leaver, { description: 'My old camera phone', imageUrls: [photo] });
    const exported = await harness.app.inject({
      method: 'GET',
      url: '/proxy/deviceOwner/export',
      headers: { cookie: leaver.cookie },
    });
    const data = (
      exported.json() as { data: { unknownDeviceOrders: { description: string }[]; deviceOrders: unknown[] } }
    ).data;
    expect(data.unknownDeviceOrders.map((order) => order.description)).toEqual(['My old camera phone']);
    expect(data.deviceOrders).toEqual([]);

    const key = photo.split('/').pop() as string;
    expect(await harness.app.storage.get(key)).toBeDefined();
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: '/proxy/deviceOwner/account',
      payload: { password: 'Recycle2026' },
      headers: leaver.writeHeaders,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await harness.app.storage.get(key)).toBeUndefined();
    expect(await harness.app.storage.get(`${key}.thumb`)).toBeUndefined();
  });
});
