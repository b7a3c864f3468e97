import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { scheduledJobRuns } from '../src/lib/scheduled-jobs/tables.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { testConfig } from './helpers/test-app.ts';

// lib/scheduled-jobs/schedule.ts: each turn of a job runs once, whichever instance takes it.
let database: TestDatabase;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await database.handle.db.delete(scheduledJobRuns);
});
afterAll(() => database.destroy());

/** An app on the shared database whose jobs come every `everySeconds`, as another instance would be. */
async function instance(name: string, everySeconds = 1) {
  const app = await buildApp(
    await testConfig({ INSTANCE_NAME: name, SCHEDULED_JOBS_EVERY_SECONDS: String(everySeconds) }),
    { database: database.handle },
  );
  apps.push(app);
  return app;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('scheduled jobs', () => {
  it('run each turn once across two instances, on clock times, and record who ran it', async () => {
    const ran: { instance: string; at: number }[] = [];
    for (const name of ['one', 'two']) {
      const app = await instance(name);
      app.scheduler.schedule({
        name: 'test job',
        everyMs: 3_600_000,
        run: async () => {
          ran.push({ instance: name, at: Date.now() });
          // Long enough that the other instance's attempt at the same turn comes while it runs.
          await sleep(50);
        },
      });
    }
    await sleep(3_300);
    const turns = ran.map((run) => Math.floor(run.at / 1000));
    expect(ran.length).toBeGreaterThanOrEqual(3);
    expect(new Set(turns).size).toBe(ran.length);
    const rows = await database.handle.db.select().from(scheduledJobRuns);
    expect(
      rows
        .filter((row) => row.job === 'test job')
        .map((row) => row.instance)
        .sort(),
    ).toEqual(ran.map((run) => run.instance).sort());
    // All finished but, perhaps, the turn running now.
    expect(rows.filter((row) => row.finishedAt === null).length).toBeLessThanOrEqual(1);
  });

  it('make a first run soon after start unless that turn has run already, and leave a failed turn unfinished', async () => {
    const first = await instance('first', 3600);
    let runs = 0;
    first.scheduler.schedule({
      name: 'started job',
      everyMs: 3_600_000,
      firstRunAfterMs: 0,
      run: async () => {
        runs += 1;
        throw new Error('the job failed');
      },
    });
    await sleep(300);
    expect(runs).toBe(1);
    const [row] = await database.handle.db.select().from(scheduledJobRuns);
    expect(row).toMatchObject({ job: 'started job', instance: 'first', finishedAt: null });

    const second = await instance('second', 3600);
    second.scheduler.schedule({
      name: 'started job',
      everyMs: 3_600_000,
      firstRunAfterMs: 0,
      run: async () => {
        runs += 1;
      },
    });
    await sleep(300);
    expect(runs).toBe(1);
  });

  it('stop with the app', async () => {
    const app = await instance('closing');
    let runs = 0;
    app.scheduler.schedule({ name: 'closed job', everyMs: 1000, run: async () => void (runs += 1) });
    await app.close();
    await sleep(1_200);
    expect(runs).toBe(0);
  });
});
