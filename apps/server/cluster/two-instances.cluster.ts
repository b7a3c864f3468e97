import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { FAILED_LOGINS_PER_EMAIL_AND_ADDRESS, REGISTRATIONS_PER_ADDRESS } from '../src/modules/accounts/rate-limits.ts';
import { currentModel } from '../test/helpers/admin.ts';
import { image, multipart } from '../test/helpers/images.ts';
import { startCluster, type Cluster } from './support/cluster.ts';
import { newVisitor, PASSWORD, signedIn } from './support/accounts.ts';

// docs/operations.md, "Several instances behind a load balancer": what the README promises of
// two instances on one PostgreSQL and one bucket, checked through nginx only.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
});
afterAll(() => cluster?.stop());

/** A visitor from a loopback address of its own, so each test has its own per-address limits. */
const visitor = () => newVisitor(cluster);

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
    const users = await cluster.database.handle.db.execute(
      sql`select count(*)::int as count from users where email like 'cluster.limit.%'`,
    );
    expect((users as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(REGISTRATIONS_PER_ADDRESS.max);
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

  it('answer a catalogue change made through one instance from the other within seconds', async () => {
    const staff = visitor();
    const { userId } = await signedIn(staff);
    await cluster.database.handle.db.execute(sql`update users set role = 'staff' where id = ${userId}`);
    const found = (await cluster.database.handle.db.execute(
      sql`select m.id from device_models m join brands b on b.id = m.brand_id
          where b.name = ${currentModel.brand} and m.name = ${currentModel.name}`,
    )) as unknown as { rows: { id: number }[] };
    const modelId = found.rows[0]!.id;
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
});
