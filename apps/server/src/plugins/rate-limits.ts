import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../lib/app-error.ts';
import { RateLimiter } from '../lib/rate-limits/limiter.ts';
import { requestAddressKey } from '../lib/rate-limits/address-key.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits whose counters live in PostgreSQL, shared by every instance. */
    limiter: RateLimiter;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Both kinds of rate limit (docs/api.md, "Rate limits"; docs/decisions/0004-rate-limits-in-postgresql.md):
 * - per instance, in memory (@fastify/rate-limit) without a global limit: routes opt in
 *   with `config.rateLimit` or `app.rateLimit()`;
 * - shared by every instance, in PostgreSQL (`app.limiter`), for limits that must hold
 *   across instances (logins, emails, uploads); their events older than a day are pruned hourly.
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
      // The one per-address key of every limit (an IPv6 client by its /64), not the plugin's own.
      keyGenerator: requestAddressKey,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, SERVER_MESSAGES.tooManyRequests, {
          headers: { 'Retry-After': String(Math.ceil(context.ttl / 1000)) },
        }),
    });

    const limiter = new RateLimiter(app.db);
    app.decorate('limiter', limiter);
    const timer = setInterval(() => {
      limiter.prune().catch((error: unknown) => app.log.warn({ err: error }, 'could not prune rate-limit events'));
    }, PRUNE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limits', dependencies: ['errors', 'db'] },
);
