import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
  SERVER_MESSAGES,
  type Readiness,
} from '@recircuit/contract';
import { VERSION } from '../../version.ts';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

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

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (never touches the database; restart it when this fails)',
        response: { 200: envelopeSchema(livenessSchema) },
      },
    },
    async () => ({ code: 200, message: SERVER_MESSAGES.success, data: { status: 'live' as const, version: VERSION } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: whether to send this instance traffic (database, storage and the public pages rendered ahead; 503 while it drains)',
        response: { 200: envelopeSchema(readinessSchema), 503: envelopeSchema(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const [databaseUp, storageUp] = await Promise.all([app.database.ping(), storageAnswers(app)]);
      const pages = app.renderedPages ? (app.renderedPages.firstRenderingDone ? 'ready' : 'rendering') : 'none';
      const checks = {
        database: databaseUp ? ('ok' as const) : ('down' as const),
        storage: storageUp ? ('ok' as const) : ('down' as const),
        pages,
        version: VERSION,
      } satisfies Omit<Readiness, 'status'>;
      const ready = databaseUp && storageUp && pages !== 'rendering';
      if (app.lifecycle.draining || !ready) {
        reply.header('Retry-After', '1');
        return reply.code(503).send({
          code: 503,
          message: SERVER_MESSAGES.databaseDown,
          data: { status: app.lifecycle.draining ? ('draining' as const) : ('not-ready' as const), ...checks },
        });
      }
      return { code: 200, message: SERVER_MESSAGES.success, data: { status: 'ready' as const, ...checks } };
    },
  );
};

/** A key no object has: asking for it shows that storage answers, and costs one small request. */
const PROBE_KEY = 'readiness_probe_0000';
const STORAGE_TIMEOUT_MS = 2000;

/** Whether the file storage answers within two seconds (a missing object is an answer). */
async function storageAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), STORAGE_TIMEOUT_MS)));
  const probe = app.storage.stat(PROBE_KEY).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes = fp(routes, {
  name: 'health-routes',
  dependencies: ['db', 'lifecycle', 'storage'],
  encapsulate: true,
});
