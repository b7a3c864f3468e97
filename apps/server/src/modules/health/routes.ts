import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, errorEnvelopeSchema, healthSchema, SERVER_MESSAGES } from '@recircuit/contract';
import { VERSION } from '../../version.ts';
import fp from 'fastify-plugin';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the service and its database are up (503 while the server drains before stopping)',
        response: {
          200: envelopeSchema(healthSchema),
          503: envelopeSchema(healthSchema).or(errorEnvelopeSchema),
        },
      },
    },
    async (_request, reply) => {
      const databaseUp = await app.database.ping();
      if (app.lifecycle.draining) {
        return reply.code(503).send({
          code: 503,
          message: SERVER_MESSAGES.databaseDown,
          data: {
            status: 'draining' as const,
            database: databaseUp ? ('ok' as const) : ('down' as const),
            version: VERSION,
          },
        });
      }
      if (!databaseUp) {
        return reply.code(503).send({
          code: 503,
          message: SERVER_MESSAGES.databaseDown,
          data: { status: 'degraded' as const, database: 'down' as const, version: VERSION },
        });
      }
      return {
        code: 200,
        message: SERVER_MESSAGES.success,
        data: { status: 'ok' as const, database: 'ok' as const, version: VERSION },
      };
    },
  );
};

export const healthRoutes = fp(routes, { name: 'health-routes', dependencies: ['db', 'lifecycle'], encapsulate: true });
