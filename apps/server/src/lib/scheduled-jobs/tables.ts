import { bigint, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Each turn of a scheduled job, claimed by the one instance that runs it (lib/scheduled-jobs/schedule.ts). */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    /** The turn: the time it was due, in milliseconds since 1970, divided by the job's interval. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    /** INSTANCE_NAME, else the host and process id. */
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Unset while it runs, or if it failed. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.slot] })],
);
