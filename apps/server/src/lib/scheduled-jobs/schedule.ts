import { hostname } from 'node:os';
import { and, eq, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { scheduledJobRuns } from './tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface ScheduledJob {
  /** What the log and the runs table call it. */
  name: string;
  everyMs: number;
  /** Also runs this long after start, unless its current turn has run already. */
  firstRunAfterMs?: number;
  run(): Promise<void>;
}

export interface Scheduler {
  schedule(job: ScheduledJob): void;
}

export interface SchedulerSettings {
  /** Every job's interval instead of its own (SCHEDULED_JOBS_EVERY_SECONDS). */
  everyMs?: number | undefined;
  /** Recorded with each run it makes. */
  instanceName?: string | undefined;
}

/** Turns kept in the runs table per job. */
const KEPT_TURNS = 500;

/**
 * Runs each job once per turn across all instances (docs/operations.md, "Scheduled jobs"):
 * turns fall on the same clock times everywhere, and the instance whose row for the turn
 * goes into `scheduled_job_runs` first runs it; the others find the row and skip it.
 */
export const schedulerPlugin = fp<SchedulerSettings>(
  async (app, settings) => {
    const instance = settings.instanceName ?? `${hostname()}:${process.pid}`;
    const timers = new Set<NodeJS.Timeout>();
    const later = (ms: number, then: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        then();
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
    });

    const runTurn = async (job: ScheduledJob, slot: number) => {
      const claimed = await app.db
        .insert(scheduledJobRuns)
        .values({ job: job.name, slot, instance })
        .onConflictDoNothing()
        .returning({ slot: scheduledJobRuns.slot });
      if (!claimed.length) return;
      const timer = app.metrics.jobSeconds.startTimer({ job: job.name });
      try {
        await job.run();
        app.metrics.jobRuns.inc({ job: job.name, outcome: 'ok' });
      } catch (error) {
        app.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
        throw error;
      } finally {
        timer();
      }
      const ofThisTurn = and(eq(scheduledJobRuns.job, job.name), eq(scheduledJobRuns.slot, slot));
      await app.db.update(scheduledJobRuns).set({ finishedAt: new Date() }).where(ofThisTurn);
      await app.db
        .delete(scheduledJobRuns)
        .where(and(eq(scheduledJobRuns.job, job.name), lt(scheduledJobRuns.slot, slot - KEPT_TURNS)));
    };

    app.decorate('scheduler', {
      schedule(job: ScheduledJob) {
        const everyMs = settings.everyMs ?? job.everyMs;
        const turn = (slot: number) => {
          runTurn(job, slot).catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed`));
        };
        const nextTurn = () => {
          const slot = Math.floor(Date.now() / everyMs) + 1;
          later(slot * everyMs - Date.now(), () => {
            turn(slot);
            nextTurn();
          });
        };
        nextTurn();
        if (job.firstRunAfterMs !== undefined) {
          later(job.firstRunAfterMs, () => turn(Math.floor(Date.now() / everyMs)));
        }
      },
    });
  },
  { name: 'scheduler', dependencies: ['db', 'metrics'] },
);
