import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasure, retrieval } from '../test/helpers/data-orders.ts';
import { signedInVisitors } from './support/accounts.ts';
import type { Answer, Visitor } from './support/client.ts';
import { rowsOf, startCluster, type Cluster } from './support/cluster.ts';
import { restartPostgres } from './support/postgres.ts';

// docs/operations.md, "The cluster test": what two instances behind nginx survive. Each test
// leaves both instances running and serving, so the next starts from a whole cluster.
let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ env: { SHUTDOWN_DRAIN_MS: '2500' } });
});
afterAll(() => cluster?.stop());

const ORDER = '/proxy/api/data-retrieval/request-service';

/** Runs `work` for each item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Until both instances have answered a signed-in read through nginx (30 s at most). */
async function bothServe(who: Visitor): Promise<void> {
  const seen = new Set<string>();
  const deadline = Date.now() + 30_000;
  while (seen.size < 2 && Date.now() < deadline) {
    const answer = await who.send('GET', '/proxy/deviceOwner/sessions');
    if (answer.status === 200) seen.add(answer.servedBy);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect([...seen].sort()).toEqual(['a', 'b']);
}

/** Until the instance's own health check (not through nginx) answers `status`. */
async function healthSays(port: number, status: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await fetch(`http://127.0.0.1:${port}/proxy/health`)).status !== status) {
    if (Date.now() > deadline) throw new Error(`the health check of :${port} never answered ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Requests of signed-in visitors sent without pause until `stop`: a read, a write and a catalogue
 * read in turn, and a new order (a POST, which nginx never resends) about once a second.
 */
function steadyLoad(visitors: { who: Visitor; userId: string }[]) {
  const answers: Answer[] = [];
  let running = true;
  const done = Promise.all(
    visitors.map(async ({ who, userId }, index) => {
      let lastOrder = Date.now();
      for (let turn = index; running; turn += 1) {
        if (Date.now() - lastOrder > 1_000) {
          lastOrder = Date.now();
          answers.push(await who.send('POST', ORDER, erasure('standard')));
        }
        const step = turn % 3;
        answers.push(
          step === 0
            ? await who.send('GET', '/proxy/deviceOwner/sessions')
            : step === 1
              ? await who.send('PUT', `/proxy/deviceOwner/updateProfile?userId=${userId}`, {
                  firstName: ['Ann', 'Anne', 'Anna'][turn % 3],
                })
              : await who.send('GET', '/proxy/api/device-recycle/gettypes'),
        );
      }
    }),
  );
  return {
    async stop() {
      running = false;
      await done;
      return answers;
    },
  };
}

/** How many answers had each status, for a failure's message. */
function describeStatuses(answers: Answer[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return JSON.stringify(Object.fromEntries(counts));
}

describe('two instances behind nginx, under faults', () => {
  it('lose no order when an instance is killed during a burst: each answered order exists once, and the same key gives the same order', async () => {
    const owners = await signedInVisitors(cluster, 24);
    const orders = owners.flatMap((owner, ownerIndex) =>
      Array.from({ length: 10 }, (_, index) => ({
        owner,
        key: `burst-${ownerIndex}-${index}`,
        body: index % 2 ? retrieval({ deviceName: `Phone ${index}` }) : erasure('standard'),
      })),
    );
    const answered = new Map<string, string>();
    const failedAttempts: number[] = [];
    let killed: Promise<number | null> | undefined;
    await inParallel(orders, 20, async ({ owner, key, body }) => {
      // As a careful client does: an answer that is not the order's is tried again with the same key.
      for (let attempt = 0; attempt < 6 && !answered.has(key); attempt += 1) {
        const answer = await owner.who.send('POST', ORDER, body, { 'idempotency-key': key });
        if (answer.status === 200) answered.set(key, answer.json<{ data: { orderId: string } }>().data.orderId);
        else {
          failedAttempts.push(answer.status);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
      if (answered.size === 80 && !killed) killed = cluster.instances[0]!.stop('SIGKILL');
    });
    expect(await killed).toBe(null);
    expect(answered.size).toBe(orders.length);
    // The kill cut requests in flight, and nginx answered those 502 (a POST already sent is not resent).
    expect(failedAttempts.length).toBeGreaterThan(0);
    expect(failedAttempts.every((status) => status === 502)).toBe(true);

    // In SQL: one order per key, each with its first history entry, and a paid one with its checkout.
    const ownerIds = owners.map((owner) => owner.userId);
    const stored = await rowsOf<{
      id: string;
      idempotency_key: string;
      status: string;
      events: number;
      checkouts: number;
    }>(
      cluster,
      sql`select o.id, o.idempotency_key, o.status,
            (select count(*)::int from data_order_events e where e.order_id = o.id) as events,
            (select count(*)::int from payment_checkouts c where c.order_id = o.id and c.status = 'open') as checkouts
          from data_orders o where o.owner_id in ${ownerIds}`,
    );
    expect(stored).toHaveLength(orders.length);
    expect(new Map(stored.map((row) => [row.idempotency_key, row.id]))).toEqual(answered);
    for (const row of stored) {
      expect(row.events, row.id).toBe(1);
      if (row.status === 'Awaiting payment') expect(row.checkouts, row.id).toBeGreaterThanOrEqual(1);
      // A free erasure waits for its device at once (DOMAIN.md "Data service logistics").
      else expect(row.status).toBe('Awaiting device');
    }

    // The killed instance starts again and takes its share.
    await cluster.instances[0]!.start();
    await bothServe(owners[0]!.who);
    // Every key sent again answers with its order and creates nothing, on either instance.
    await inParallel(orders, 20, async ({ owner, key, body }) => {
      const again = await owner.who.send('POST', ORDER, body, { 'idempotency-key': key });
      expect(again.status, again.body.toString()).toBe(200);
      expect(again.json<{ data: { orderId: string } }>().data.orderId).toBe(answered.get(key));
    });
    const [count] = await rowsOf<{ count: number }>(
      cluster,
      sql`select count(*)::int as count from data_orders where owner_id in ${ownerIds}`,
    );
    expect(count!.count).toBe(orders.length);
  });

  it('restart one instance after the other with SIGTERM while requests flow, and no client sees an error', async () => {
    const visitors = await signedInVisitors(cluster, 8);
    const load = steadyLoad(visitors);
    for (const instance of cluster.instances) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const exited = instance.stop('SIGTERM');
      // The deployment watches the instance's health check: once it says "draining", nginx is
      // told to send no more; the instance still answers what reaches it, then exits.
      await healthSays(instance.port, 503);
      await cluster.setInRotation(instance.name, false);
      expect(await exited).toBe(0);
      expect(instance.process.output()).toContain('draining');
      await instance.start();
      await cluster.setInRotation(instance.name, true);
      await bothServe(visitors[0]!.who);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answers = await load.stop();
    expect(
      answers.every((answer) => answer.status === 200),
      describeStatuses(answers),
    ).toBe(true);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    await bothServe(visitors[0]!.who);
  });

  it('answer 503 with Retry-After while PostgreSQL restarts, and recover without a restart of their own', async () => {
    const visitors = await signedInVisitors(cluster, 4);
    const load = steadyLoad(visitors);
    const health: number[] = [];
    // An instance's own readiness and liveness (docs/operations.md): not ready while its database is away, yet alive.
    const probes = { ready: new Set<number>(), live: new Set<number>() };
    const watchHealth = async () => {
      const answer = await visitors[0]!.who.send('GET', '/proxy/health');
      if (health.at(-1) !== answer.status) health.push(answer.status);
      const port = cluster.instances[0]!.port;
      probes.ready.add((await fetch(`http://127.0.0.1:${port}/proxy/health/ready`)).status);
      probes.live.add((await fetch(`http://127.0.0.1:${port}/proxy/health/live`)).status);
    };
    await restartPostgres({
      whileDown: async (downFor) => {
        while (downFor() < 3_000) {
          await watchHealth();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
    });
    const deadline = Date.now() + 30_000;
    while (health.at(-1) !== 200 && Date.now() < deadline) {
      await watchHealth();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const answers = await load.stop();
    expect(health.slice(-2)).toEqual([503, 200]);
    expect(probes.ready).toContain(503);
    expect([...probes.live]).toEqual([200]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(
      answers.every((answer) => answer.status === 200 || answer.status === 503),
      describeStatuses(answers),
    ).toBe(true);
    for (const answer of unavailable) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json().code).toBe(503);
    }
    // Both instances answer again, on the connections they make anew.
    for (const { who } of visitors) await bothServe(who);
  });
});
