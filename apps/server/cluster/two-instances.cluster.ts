import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { FAILED_LOGINS_PER_EMAIL_AND_ADDRESS, REGISTRATIONS_PER_ADDRESS } from '../src/modules/accounts/rate-limits.ts';
import { currentModel } from '../test/helpers/admin.ts';
import { retrieval } from '../test/helpers/data-orders.ts';
import { zipOfSize } from '../test/helpers/fulfilment.ts';
import { image, multipart } from '../test/helpers/images.ts';
import { rowsOf, startCluster, type Cluster } from './support/cluster.ts';
import { newVisitor, PASSWORD, signedIn } from './support/accounts.ts';

// docs/operations.md, "Running several instances": what the README promises of
// two instances on one PostgreSQL and one bucket, checked through nginx only.
let cluster: Cluster;
/** Stands in for the Overpass API: when each request came. */
const overpassAsked: number[] = [];
const overpass = createServer((_request, response) => {
  overpassAsked.push(Date.now());
  response.writeHead(503).end();
});
beforeAll(async () => {
  await new Promise<void>((resolve) => overpass.listen(0, '127.0.0.1', resolve));
  const { port } = overpass.address() as AddressInfo;
  cluster = await startCluster({
    env: { SCHEDULED_JOBS_EVERY_SECONDS: '1', OVERPASS_URL: `http://127.0.0.1:${port}/api/interpreter` },
  });
});
afterAll(async () => {
  await cluster?.stop();
  overpass.close();
});

/** A visitor from a loopback address of its own, so each test has its own per-address limits. */
const visitor = () => newVisitor(cluster);

/** A signed-in member of staff (made so in SQL: staff are made by an admin). */
async function staffVisitor() {
  const staff = visitor();
  const { userId } = await signedIn(staff);
  await cluster.database.handle.db.execute(sql`update users set role = 'staff' where id = ${userId}`);
  return staff;
}

describe('two instances behind nginx', () => {
  it('share sessions: every read and write of a signed-in visitor works, whichever instance answers', async () => {
    const ann = visitor();
    const { userId } = await signedIn(ann);
    const servedBy = new Set<string>();
    for (let round = 0; round < 10; round += 1) {
      const read = await ann.send('GET', '/proxy/deviceOwner/sessions');
      expect(read.status).toBe(200);
      const write = await ann.send('PUT', `/proxy/deviceOwner/updateProfile?userId=${userId}`, {
        firstName: `Ann${'e'.repeat(round % 3)}`,
      });
      expect(write.status, write.body.toString()).toBe(200);
      servedBy.add(read.servedBy).add(write.servedBy);
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
    // Signed out through one instance is signed out on both.
    expect((await ann.send('POST', '/proxy/deviceOwner/logout')).status).toBe(200);
    const after = await Promise.all([1, 2, 3, 4].map(() => ann.send('GET', '/proxy/deviceOwner/sessions')));
    expect(after.map((answer) => answer.status)).toEqual([401, 401, 401, 401]);
  });

  it('hold the failed-login limit across both instances together, also under concurrent requests', async () => {
    const ann = visitor();
    const { email } = await signedIn(ann);
    const guesser = visitor();
    const guesses = await Promise.all(
      Array.from({ length: 16 }, () =>
        guesser.send('POST', '/proxy/deviceOwner/login', { email, password: 'Wrong-password-1' }),
      ),
    );
    const refusedAsWrong = guesses.filter((answer) => answer.status === 401);
    const limited = guesses.filter((answer) => answer.status === 429);
    expect(refusedAsWrong).toHaveLength(FAILED_LOGINS_PER_EMAIL_AND_ADDRESS.max);
    expect(limited).toHaveLength(16 - FAILED_LOGINS_PER_EMAIL_AND_ADDRESS.max);
    expect(limited[0]!.json().message).toBe(ACCOUNT_MESSAGES.tooManyLogins);
    expect(new Set(guesses.map((answer) => answer.servedBy)).size).toBe(2);
    // Even the right password waits now, on either instance.
    const right = await Promise.all(
      [1, 2].map(() => guesser.send('POST', '/proxy/deviceOwner/login', { email, password: PASSWORD })),
    );
    expect(right.map((answer) => answer.status)).toEqual([429, 429]);
  });

  it('hold the registration limit across both instances together, also under concurrent requests', async () => {
    const newcomer = visitor();
    const attempts = REGISTRATIONS_PER_ADDRESS.max + 5;
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        newcomer.send('POST', '/proxy/deviceOwner/registerOwner', {
          firstName: 'Ben',
          lastName: 'Owner',
          email: `cluster.limit.${Date.now().toString(36)}.${index}@example.org`,
          password: PASSWORD,
          privacyConsent: true,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(REGISTRATIONS_PER_ADDRESS.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
    const [users] = await rowsOf<{ count: number }>(
      cluster,
      sql`select count(*)::int as count from users where email like 'cluster.limit.%'`,
    );
    expect(users?.count).toBe(REGISTRATIONS_PER_ADDRESS.max);
  });

  it('serve a photo uploaded through one instance from the other', async () => {
    const ann = visitor();
    await signedIn(ann);
    const form = multipart('phone.png', 'image/png', await image('png', 24));
    const uploaded = await ann.send('POST', '/proxy/file/upload', form.payload, form.headers);
    expect(uploaded.status, uploaded.body.toString()).toBe(200);
    const address = uploaded.json<{ data: string }>().data;
    const servedBy = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const photo = await ann.send('GET', address);
      expect(photo.status).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      servedBy.add(photo.servedBy);
    }
    expect([...servedBy].sort()).toEqual(['a', 'b']);
  });

  it('let the owner download, through either instance, an archive uploaded through one', async () => {
    const ann = visitor();
    await signedIn(ann);
    const placed = await ann.send('POST', '/proxy/api/data-retrieval/request-service', retrieval());
    expect(placed.status, placed.body.toString()).toBe(200);
    const { orderId, checkoutUrl } = placed.json<{ data: { orderId: string; checkoutUrl: string } }>().data;
    // Paid as a visitor pays the local test provider: its page, then its form.
    const checkoutPath = new URL(checkoutUrl).pathname;
    const page = (await ann.send('GET', checkoutPath)).body.toString();
    const formToken = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    expect(formToken).toBeDefined();
    const paid = await ann.send('POST', `${checkoutPath}/pay`, Buffer.from(`formToken=${formToken}`), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(paid.status, paid.body.toString()).toBe(303);

    const staff = await staffVisitor();
    // Paid, the order waits for its device; staff record it received, then start (DOMAIN.md "Data service logistics").
    expect((await staff.send('POST', `/proxy/api/admin/data-orders/${orderId}/receive`)).status).toBe(200);
    expect((await staff.send('POST', `/proxy/api/admin/data-orders/${orderId}/start`)).status).toBe(200);
    const archive = zipOfSize(300_000);
    const form = multipart('data.zip', 'application/zip', archive);
    const uploaded = await staff.send(
      'POST',
      `/proxy/api/admin/data-orders/${orderId}/archive`,
      form.payload,
      form.headers,
    );
    expect(uploaded.status, uploaded.body.toString()).toBe(200);

    const linkedBy = new Set<string>();
    for (let round = 0; round < 4; round += 1) {
      const link = await ann.send('GET', `/proxy/api/data-retrieval/order/${orderId}/download`);
      expect(link.status).toBe(302);
      linkedBy.add(link.servedBy);
      const file = await fetch(String(link.headers.location));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(archive)).toBe(true);
    }
    expect([...linkedBy].sort()).toEqual(['a', 'b']);
  });

  it('answer a catalogue change made through one instance from the other within seconds', async () => {
    const staff = await staffVisitor();
    const [model] = await rowsOf<{ id: number }>(
      cluster,
      sql`select m.id from device_models m join brands b on b.id = m.brand_id
          where b.name = ${currentModel.brand} and m.name = ${currentModel.name}`,
    );
    const modelId = model!.id;
    const device = new URLSearchParams({
      type: currentModel.type,
      brand: currentModel.brand,
      name: currentModel.name,
      color: currentModel.colors[0]!,
      storage: String(currentModel.storagesGb[0]),
      grade: 'A',
    });
    const price = async () => {
      const answer = await staff.send('GET', `/proxy/api/device-recycle/calculate-price?${device}`);
      expect(answer.status).toBe(200);
      return { servedBy: answer.servedBy, price: answer.json<{ data: number }>().data };
    };
    // Both instances have answered (and remembered) the old price before the change.
    const before = await Promise.all([1, 2, 3, 4].map(price));
    expect(new Set(before.map((answer) => answer.servedBy)).size).toBe(2);
    expect(new Set(before.map((answer) => answer.price)).size).toBe(1);

    const edited = await staff.send('PUT', `/proxy/api/admin/catalogue/models/${modelId}`, {
      launchPrice: currentModel.launchPriceGbp * 2,
    });
    expect(edited.status, edited.body.toString()).toBe(200);
    const seenNew = new Set<string>();
    const deadline = Date.now() + 10_000;
    while (seenNew.size < 2 && Date.now() < deadline) {
      const answer = await price();
      if (answer.price > before[0]!.price) seenNew.add(answer.servedBy);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect([...seenNew].sort()).toEqual(['a', 'b']);
    // And neither goes back to the old price.
    const after = await Promise.all([1, 2, 3, 4].map(price));
    expect(after.every((answer) => answer.price > before[0]!.price)).toBe(true);
  });

  it('run each turn of a scheduled job on one instance only, both instances taking turns', async () => {
    // An upload never attached to an order, two days old: the upload clean-up's to remove.
    const ann = visitor();
    await signedIn(ann);
    const form = multipart('old.png', 'image/png', await image('png', 24));
    const uploaded = await ann.send('POST', '/proxy/file/upload', form.payload, form.headers);
    expect(uploaded.status, uploaded.body.toString()).toBe(200);
    const address = uploaded.json<{ data: string }>().data;
    await cluster.database.handle.db.execute(
      sql`update uploads set created_at = now() - interval '2 days' where order_id is null`,
    );
    const since = Date.now();
    const deadline = since + 15_000;
    while ((await ann.send('GET', address)).status !== 404 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await ann.send('GET', address)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, since + 4_000 - Date.now())));

    // Turns come every second on both instances; the Overpass API was asked once a turn, not twice.
    const askedPerTurn = new Map<number, number>();
    for (const at of overpassAsked)
      askedPerTurn.set(Math.floor(at / 1000), (askedPerTurn.get(Math.floor(at / 1000)) ?? 0) + 1);
    expect(askedPerTurn.size).toBeGreaterThanOrEqual(3);
    expect(
      [...askedPerTurn.values()].every((count) => count === 1),
      JSON.stringify([...askedPerTurn]),
    ).toBe(true);
    const runs = await rowsOf<{ job: string; turns: number; instances: string[] }>(
      cluster,
      sql`select job, count(*)::int as turns, array_agg(distinct instance) as instances
          from scheduled_job_runs group by job order by job`,
    );
    expect(runs.map((row) => row.job)).toEqual([
      'Overpass refresh',
      'data hosting expiry',
      'payment refunds',
      'upload clean-up',
    ]);
    for (const row of runs) expect(row.turns).toBeGreaterThanOrEqual(3);
    expect(new Set(runs.flatMap((row) => row.instances))).toEqual(new Set(['a', 'b']));
  });
});
