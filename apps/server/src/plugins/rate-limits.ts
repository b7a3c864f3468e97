import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiter } from '../lib/rate-limits/limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits whose counters live in PostgreSQL, shared by every instance. */
    limiter: RateLimiter;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

export const sharedLimitsPlugin = fp(async (app: FastifyInstance) => {
  const limiter = new RateLimiter(app.db);
  app.decorate('limiter', limiter);
  const timer = setInterval(() => {
    limiter.prune().catch((error: unknown) => app.log.warn({ err: error }, 'could not prune rate-limit events'));
  }, PRUNE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
});
