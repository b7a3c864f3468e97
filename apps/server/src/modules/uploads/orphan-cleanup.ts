import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { UploadsService } from './service.ts';

const EVERY_MS = 60 * 60 * 1000;
// Any fixed number: the instance holding this lock is the one that cleans up.
const CLEANUP_LOCK_ID = 72_414_002;

/** Hourly, on one instance at a time, removes uploads never attached to an order within a day. */
export function scheduleOrphanCleanup(app: FastifyInstance, uploads: UploadsService): void {
  const run = async () => {
    if (app.database.kind === 'postgres') {
      await app.db.transaction(async (tx) => {
        const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${CLEANUP_LOCK_ID}) as locked`);
        const locked = (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked;
        if (locked) await removeAndLog();
      });
    } else {
      await removeAndLog();
    }
  };
  const removeAndLog = async () => {
    const removed = await uploads.removeOrphans();
    if (removed) app.log.info({ removed }, 'removed unused uploads');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => app.log.warn({ err: error }, 'upload clean-up failed'));
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
