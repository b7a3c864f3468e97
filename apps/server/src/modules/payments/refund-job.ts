import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service.ts';

/** Every ten minutes, on one instance at a time, asks the provider again for refunds not yet made. */
export function scheduleRefundRetries(app: FastifyInstance, payments: PaymentsService): void {
  app.scheduler.schedule({
    name: 'payment refunds',
    everyMs: 10 * 60 * 1000,
    firstRunAfterMs: 60 * 1000,
    run: async () => {
      const tried = await payments.refunds.retryDue();
      if (tried) app.log.info({ tried }, 'payment refunds tried again');
    },
  });
}
