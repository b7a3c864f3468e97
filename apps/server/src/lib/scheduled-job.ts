import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export interface ScheduledJob {
  /** What the log calls it. */
  name: string;
  everyMs: number;
  /** A number of its own: the instance holding this PostgreSQL advisory lock is the one that runs the job. */
  lockId: number;
  /** Also runs once this long after start, besides every `everyMs`. */
  firstRunAfterMs?: number;
  run(): Promise<void>;
}

/**
 * Runs a job every `everyMs` on one instance at a time (docs/operations.md, "Several instances behind a load balancer"):
 * on PostgreSQL the instance that takes the advisory lock runs it and the others skip this turn;
 * the embedded database has one process, so it simply runs.
 */
export function scheduleExclusive(app: FastifyInstance, job: ScheduledJob): void {
  const once = async () => {
    if (app.database.kind !== 'postgres') return job.run();
    await app.db.transaction(async (tx) => {
      const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${job.lockId}) as locked`);
      const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
      if (locked) await job.run();
    });
  };
  const turn = () => {
    once().catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed`));
  };
  const timer = setInterval(turn, job.everyMs);
  timer.unref();
  const first = job.firstRunAfterMs === undefined ? undefined : setTimeout(turn, job.firstRunAfterMs);
  first?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(first);
  });
}
