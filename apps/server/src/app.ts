import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE, JSON_BODY_LIMIT_BYTES } from '@recircuit/contract';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { dbPlugin } from './plugins/db.ts';
import { mailPlugin } from './plugins/mail.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';

export interface BuildOptions {
  /** An already opened database, used by tests to give each file its own. */
  database?: DatabaseHandle;
}

/** Builds the whole product (API and web app) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // Cross-cutting plugins first, then the modules.
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { https: config.publicUrl.startsWith('https://') });
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    handle: options.database,
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(siteRoutes, { contactEmail: config.contactEmail, contactPhone: config.contactPhone });
    },
    { prefix: API_BASE },
  );

  await app.register(staticWebPlugin, { root: config.webDistDir });
  return app;
}
