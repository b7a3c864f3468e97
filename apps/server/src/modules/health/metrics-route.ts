import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses, fileResponse } from '../../lib/documented-errors.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /proxy/metrics`: the Prometheus exposition of `app.metrics`, for a scraper sending
 * `Authorization: Bearer <METRICS_TOKEN>` (docs/operations.md, "Metrics"). It exists only when
 * the token is set; a wrong or missing token is 401, and limited like a password.
 */
export const metricsRoute = fp(
  async (app: FastifyInstance, opts: { token: string }) => {
    const expected = digest(opts.token);
    app.get(
      '/metrics',
      {
        schema: {
          tags: ['health'],
          summary: 'Prometheus metrics (Bearer METRICS_TOKEN; absent without it)',
          response: {
            200: fileResponse('The metrics in Prometheus text format', 'text/plain'),
            ...errorResponses(401),
          },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      },
      async (request, reply) => {
        const [scheme, token] = (request.headers.authorization ?? '').split(' ');
        if (scheme !== 'Bearer' || !token || !timingSafeEqual(digest(token), expected)) {
          throw new AppError(401, SERVER_MESSAGES.noPermission, { headers: { 'WWW-Authenticate': 'Bearer' } });
        }
        const text = await app.metrics.registry.metrics();
        return reply.header('Cache-Control', 'no-store').type(app.metrics.registry.contentType).send(text);
      },
    );
  },
  { name: 'metrics-route', dependencies: ['metrics'], encapsulate: true },
);
