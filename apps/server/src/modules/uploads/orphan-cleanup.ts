import type { FastifyInstance } from 'fastify';
import type { UploadsService } from './service.ts';

/** Hourly, on one instance at a time, removes uploads never attached to an order within a day. */
export function scheduleOrphanCleanup(app: FastifyInstance, uploads: UploadsService): void {
  app.scheduler.schedule({
    name: 'upload clean-up',
    everyMs: 60 * 60 * 1000,
    run: async () => {
      const removed = await uploads.removeOrphans();
      if (removed) app.log.info({ removed }, 'removed unused uploads');
    },
  });
}
