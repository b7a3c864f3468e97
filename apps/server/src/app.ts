import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, JSON_BODY_LIMIT_BYTES } from '@recircuit/contract';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { SeedStep } from './db/seed.ts';
import { loggerOptions } from './logger.ts';
import { fastifyTrustProxy } from './lib/trust-proxy.ts';
import { errorsPlugin, sendFrameworkError } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { swaggerPlugin } from './plugins/swagger.ts';
import { dbPlugin } from './plugins/db.ts';
import { schedulerPlugin } from './lib/scheduled-jobs/schedule.ts';
import { mailPlugin } from './plugins/mail.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { readBootScript } from './modules/public-pages/boot-script.ts';
import { sessionPlugin } from './plugins/session.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { staffOnlyPlugin } from './plugins/staff-only.ts';
import { apiNoStorePlugin } from './plugins/api-no-store.ts';
import { noCachedCookiesPlugin } from './plugins/no-cached-cookies.ts';
import { refuseNulPlugin } from './plugins/refuse-nul.ts';
import { queryOrBodyPlugin } from './plugins/query-or-body.ts';
import { documentedErrorsPlugin } from './plugins/documented-errors.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { operatorChannelPlugin } from './plugins/operator-channel.ts';
import { operatorSocketPath } from './lib/operator-channel/socket-path.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { metricsRoute } from './modules/health/metrics-route.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { RequestLog } from './lib/request-log.ts';
import { backupCommand } from './lib/backup/backup-command.ts';
import { SessionStore } from './modules/accounts/session-store.ts';
import multipart from '@fastify/multipart';
import { storagePlugin } from './plugins/storage.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { startRenderedPages } from './modules/public-pages/start.ts';
import { languageChoiceRoutes } from './modules/public-pages/language-choice.ts';
import { searchPageRoutes } from './modules/public-pages/search-page.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { catalogueSeedSteps } from './modules/catalogue/seed.ts';
import { articleSeedSteps } from './modules/articles/seed.ts';
import { accountsModule } from './modules/accounts/plugin.ts';
import { oauthModule } from './modules/oauth/plugin.ts';
import { locationsModule } from './modules/locations/plugin.ts';
import { catalogueModule } from './modules/catalogue/plugin.ts';
import { articlesModule } from './modules/articles/plugin.ts';
import { uploadsModule } from './modules/uploads/plugin.ts';
import { subscriptionsModule } from './modules/subscriptions/plugin.ts';
import { deviceOrdersModule } from './modules/device-orders/plugin.ts';
import { unknownOrdersModule } from './modules/unknown-orders/plugin.ts';
import { paymentsModule } from './modules/payments/plugin.ts';
import { certificatesModule } from './modules/certificates/plugin.ts';
import { dataOrdersModule } from './modules/data-orders/plugin.ts';
import { operationsModule } from './modules/operations/plugin.ts';

export interface BuildOptions {
  /** An already opened database, used by tests to give each file its own. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout, for tests that read them. */
  logStream?: DestinationStream;
  /** Listen for operator commands on DATA_DIR's socket (the server process does; apps built by tests need not). */
  operatorChannel?: boolean;
}

/** Reference data of every module, in the order it must be applied (the db plugin runs them). */
export function seedSteps(): SeedStep[] {
  return [...catalogueSeedSteps(), ...articleSeedSteps()];
}

/** Builds the whole product (API and web app) without listening. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: () => randomUUID(),
    // One line per request, with its route pattern and user (lib/request-log.ts).
    logController: new RequestLog(config.instanceName),
    // A request reaching a closing instance on an open connection is served (the close waits for
    // it), not refused: behind a load balancer a refused POST is an error the client sees.
    return503OnClosing: false,
    // Opening PGlite with its extensions and migrating can outlast Fastify's 10 s on a busy machine.
    pluginTimeout: 120_000,
    // Above the longest URL Node accepts, so a long id reaches its route (and its envelope) instead of find-my-way's bare 414.
    routerOptions: { maxParamLength: 65_536 },
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    if (config.instanceName) reply.header('X-Served-By', config.instanceName);
    done();
  });

  // Cross-cutting plugins first, then the modules.
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(lifecyclePlugin);
  const bootScript = readBootScript(config.webDistDir, app.log);
  await app.register(securityHeadersPlugin, {
    https: config.publicUrl.startsWith('https://'),
    mapTileUrl: config.locations.mapTiles?.url,
    scriptHashes: bootScript ? [bootScript.hash] : [],
  });
  await app.register(swaggerPlugin);
  await app.register(documentedErrorsPlugin);
  await app.register(dbPlugin, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    handle: options.database,
    seeds: seedSteps(),
  });
  await app.register(metricsPlugin, { processMetrics: config.metricsToken !== undefined });
  await app.register(schedulerPlugin, { everyMs: config.scheduledJobsEveryMs, instanceName: config.instanceName });
  await app.register(operatorChannelPlugin, {
    socketPath: options.operatorChannel ? operatorSocketPath(config.dataDir) : undefined,
  });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const secure = config.publicUrl.startsWith('https://');
  const sessions = new SessionStore(app.db);
  app.decorate('sessions', sessions);
  await app.register(sessionPlugin, {
    secret: config.sessionSecret,
    secure,
    resolve: (token) => sessions.resolve(token),
  });
  await app.register(csrfPlugin, { publicUrl: config.publicUrl, secure });
  await app.register(staffOnlyPlugin);
  await app.register(apiNoStorePlugin);
  await app.register(noCachedCookiesPlugin);
  await app.register(refuseNulPlugin);
  await app.register(queryOrBodyPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(multipart);
  await app.register(storagePlugin, {
    s3: config.s3,
    dataDir: config.dataDir,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
  });

  const { dumpDataDir } = app.database;
  if (dumpDataDir) {
    app.operatorCommands.register(backupCommand({ dumpDataDir, dataDir: config.dataDir, bucket: config.s3?.bucket }));
  }

  // The modules, each a plugin that builds its services and registers its routes under /proxy;
  // each names the modules it needs, so one registered before them fails at start.
  const { publicUrl, sessionSecret: secret } = config;
  const { dropOffPartnerId, ...hub } = config.hub;
  await app.register(healthRoutes, { prefix: API_BASE });
  if (config.metricsToken) await app.register(metricsRoute, { prefix: API_BASE, token: config.metricsToken });
  await app.register(i18nRoutes, { prefix: API_BASE });
  await app.register(siteRoutes, {
    prefix: API_BASE,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    mapTiles: config.locations.mapTiles ?? null,
    company: config.company,
    hub,
  });
  await app.register(accountsModule, { publicUrl, secret, secure, contactEmail: config.contactEmail });
  await app.register(oauthModule, { providers: config.oauth, publicUrl, secure });
  await app.register(locationsModule, config.locations);
  await app.register(catalogueModule);
  await app.register(articlesModule);
  await app.register(uploadsModule, { secret });
  await app.register(subscriptionsModule, { secret, publicUrl });
  await app.register(deviceOrdersModule, { publicUrl, secret, hub });
  await app.register(unknownOrdersModule, { publicUrl });
  await app.register(paymentsModule, {
    provider: config.payments,
    secret,
    publicUrl,
    production: config.env === 'production',
  });
  await app.register(certificatesModule, { publicUrl });
  await app.register(dataOrdersModule, {
    publicUrl,
    secret,
    hub: { ...hub, dropOffPartnerId },
    archiveMaxBytes: config.archiveMaxBytes,
  });
  await app.register(operationsModule);

  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  const renderedPages = await startRenderedPages(app, config.webDistDir, config.publicUrl, bootScript);
  await app.register(languageChoiceRoutes);
  await app.register(searchPageRoutes);
  await app.register(staticWebPlugin, {
    root: config.webDistDir,
    sendRenderedPage: renderedPages ? (request, reply) => renderedPages.send(request, reply) : undefined,
  });
  return app;
}
