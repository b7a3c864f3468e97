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
import { orderCounts, paymentCounts } from './modules/operations/state-counts.ts';
import { KnownDevices } from './modules/accounts/known-devices.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { AccountsService } from './modules/accounts/service.ts';
import { SessionStore } from './modules/accounts/session-store.ts';
import { UserRoles } from './modules/accounts/user-roles.ts';
import { userRolesRoutes } from './modules/accounts/user-roles-routes.ts';
import { createAdminCommand } from './modules/accounts/operator-commands.ts';
import { partnerKeyCommand } from './modules/catalogue/operator-commands.ts';
import { LocationsImporter } from './modules/locations/import/importer.ts';
import { importLocationsCommand } from './modules/locations/import/operator-command.ts';
import { importGazetteerCommand } from './modules/locations/gazetteer/operator-command.ts';
import { scheduleOverpassRefresh } from './modules/locations/import/overpass-refresh.ts';
import { Geocoder } from './modules/locations/gazetteer/geocoder.ts';
import { LocationsService } from './modules/locations/service.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { oauthRoutes } from './modules/oauth/routes.ts';
import { CatalogueCache } from './modules/catalogue/cache.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { CatalogueAdminService } from './modules/catalogue/admin-service.ts';
import { catalogueAdminRoutes } from './modules/catalogue/admin-routes.ts';
import { PartnerAdminService } from './modules/catalogue/partner-admin-service.ts';
import { partnerAdminRoutes } from './modules/catalogue/partner-admin-routes.ts';
import { PartnerKeys } from './modules/catalogue/partner-keys.ts';
import { deviceOrderRoutes } from './modules/device-orders/routes.ts';
import { DeviceOrdersService } from './modules/device-orders/service.ts';
import multipart from '@fastify/multipart';
import { storagePlugin } from './plugins/storage.ts';
import { UploadsService } from './modules/uploads/service.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { scheduleOrphanCleanup } from './modules/uploads/orphan-cleanup.ts';
import { UnknownOrdersService } from './modules/unknown-orders/service.ts';
import { unknownOrderRoutes } from './modules/unknown-orders/routes.ts';
import { SubscriptionsService } from './modules/subscriptions/service.ts';
import { subscriptionRoutes } from './modules/subscriptions/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { startRenderedPages } from './modules/public-pages/start.ts';
import { languageChoiceRoutes } from './modules/public-pages/language-choice.ts';
import { searchPageRoutes } from './modules/public-pages/search-page.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { ArticlesService } from './modules/articles/service.ts';
import { siteSearchRoutes } from './modules/articles/site-search-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { i18nRoutes } from './modules/i18n/routes.ts';
import { CertificatesService } from './modules/certificates/service.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { DataFulfilmentService } from './modules/data-orders/fulfilment.ts';
import { dataOrderAdminRoutes } from './modules/data-orders/admin-routes.ts';
import { DataLogisticsService } from './modules/data-orders/logistics.ts';
import { dataOrderDownloadRoutes } from './modules/data-orders/download-routes.ts';
import { scheduleDataExpiry } from './modules/data-orders/expiry-job.ts';
import { catalogueSeedSteps } from './modules/catalogue/seed.ts';
import { articleSeedSteps } from './modules/articles/seed.ts';
import { PaymentsService } from './modules/payments/service.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { localPaymentPageRoutes } from './modules/payments/local-page-routes.ts';
import { LocalProvider } from './modules/payments/local.ts';
import { StripeProvider } from './modules/payments/stripe.ts';
import { scheduleRefundRetries } from './modules/payments/refund-job.ts';
import { DataOrdersService } from './modules/data-orders/service.ts';
import { dataOrderRoutes } from './modules/data-orders/routes.ts';
import { OwnerDirectory } from './modules/accounts/owner-directory.ts';
import { DeviceOrderStaffService } from './modules/device-orders/staff.ts';
import { UnknownOrderStaffService } from './modules/unknown-orders/staff.ts';
import { DataOrderStaffService } from './modules/data-orders/staff.ts';
import { OperationsService } from './modules/operations/service.ts';
import { operationsRoutes } from './modules/operations/routes.ts';

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

  const accounts = new AccountsService({
    db: app.db,
    sessions,
    limiter: app.limiter,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
    secret: config.sessionSecret,
    log: app.log,
  });
  const knownDevices = new KnownDevices(config.sessionSecret, secure);
  const cache = new CatalogueCache(app.db);
  await cache.start(app.log);
  app.decorate('catalogueCache', cache);
  app.addHook('onClose', async () => cache.stop());
  const articles = await ArticlesService.load(app.db, app.log);
  const catalogueAdmin = new CatalogueAdminService({ db: app.db, cache });
  const userRoles = new UserRoles(app.db);
  app.operatorCommands.register(createAdminCommand(userRoles));
  const { dumpDataDir } = app.database;
  if (dumpDataDir) {
    app.operatorCommands.register(backupCommand({ dumpDataDir, dataDir: config.dataDir, bucket: config.s3?.bucket }));
  }
  app.operatorCommands.register(partnerKeyCommand(app.db));
  app.operatorCommands.register(importGazetteerCommand(app.db));
  // The rendered public pages show the locator's numbers: an import makes them render again.
  const locationsImporter = new LocationsImporter(app.db, () => app.renderedPages?.renderAgain());
  app.operatorCommands.register(importLocationsCommand(locationsImporter));
  if (config.locations.overpassUrl) scheduleOverpassRefresh(app, locationsImporter, config.locations.overpassUrl);
  const locations = new LocationsService({
    db: app.db,
    places: new Geocoder({ db: app.db, geocoderUrl: config.locations.geocoderUrl, log: app.log }),
  });
  const partnerAdmin = new PartnerAdminService({ db: app.db, cache, places: locations, keys: new PartnerKeys(app.db) });
  const hub = {
    name: config.hub.name,
    addressLines: config.hub.addressLines,
    postcode: config.hub.postcode,
    openingHours: config.hub.openingHours,
  };
  const deviceOrders = new DeviceOrdersService({
    db: app.db,
    cache,
    accounts,
    owners: new OwnerDirectory(app.db),
    mailer: app.mailer,
    limiter: app.limiter,
    log: app.log,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    hub,
  });
  const uploads = new UploadsService({ db: app.db, storage: app.storage, limiter: app.limiter });
  scheduleOrphanCleanup(app, uploads);
  const unknownOrders = new UnknownOrdersService({ db: app.db, uploads, publicUrl: config.publicUrl });
  const subscriptions = new SubscriptionsService({
    db: app.db,
    mailer: app.mailer,
    limiter: app.limiter,
    secret: config.sessionSecret,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const paymentProvider =
    config.payments.provider === 'stripe'
      ? new StripeProvider(config.payments)
      : new LocalProvider({ sessionSecret: config.sessionSecret, publicUrl: config.publicUrl });
  const localPayments = paymentProvider instanceof LocalProvider ? paymentProvider : undefined;
  if (localPayments && config.env === 'production') {
    app.log.warn(
      'payments use the local test provider: no money moves (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
    );
  }
  const payments = new PaymentsService({
    db: app.db,
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  scheduleRefundRetries(app, payments);
  const certificates = new CertificatesService({ db: app.db, storage: app.storage, publicUrl: config.publicUrl });
  const dataOrders = new DataOrdersService({
    db: app.db,
    accounts,
    payments,
    mailer: app.mailer,
    limiter: app.limiter,
    publicUrl: config.publicUrl,
    hub,
    log: app.log,
    certificateOf: (orderId) => certificates.currentForOrder(orderId),
  });
  payments.setOrderHandler(dataOrders.paymentHandler());
  const fulfilment = new DataFulfilmentService({
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    accounts,
    certificates,
    publicUrl: config.publicUrl,
    archiveMaxBytes: config.archiveMaxBytes,
    log: app.log,
  });
  // A device the owner chose to recycle gets its recycle order through the device-orders service.
  const logistics = new DataLogisticsService({
    db: app.db,
    mailer: app.mailer,
    accounts,
    publicUrl: config.publicUrl,
    hubDropOffPartnerId: config.hub.dropOffPartnerId,
    openRecycleOrder: (input, tx) => deviceOrders.openHubRecycleOrder(input, tx),
    log: app.log,
  });
  accounts.registerPersonalData('dataOrders', {
    export: (userId) => dataOrders.exportOf(userId),
    beforeDelete: async (userId) => {
      await dataOrders.forgetReturnAddresses(userId);
      return fulfilment.storedArchivesOf(userId);
    },
    afterDelete: (_userId, archives) => fulfilment.deleteArchives(archives),
  });
  scheduleDataExpiry(app, {
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    accounts,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  accounts.registerPersonalData('deviceOrders', {
    export: (userId) => deviceOrders.list(userId, 1000, 0),
    beforeDelete: (userId) => deviceOrders.forgetOwner(userId),
  });
  accounts.registerPersonalData('unknownDeviceOrders', {
    export: (userId) => unknownOrders.list(userId, 1000, 0),
    // Photos taken at home are personal data: their rows go with the account, their files here.
    beforeDelete: (userId) => uploads.keysOf(userId),
    afterDelete: (_userId, keys) => uploads.deleteFiles(keys),
  });

  // The operations console's orders side: each order module's staff service, composed by operations.
  const owners = new OwnerDirectory(app.db);
  const staffMail = { mailer: app.mailer, publicUrl: config.publicUrl, log: app.log };
  const deviceStaff = new DeviceOrderStaffService({ db: app.db, cache, owners, hub, ...staffMail });
  const unknownStaff = new UnknownOrderStaffService({
    db: app.db,
    orders: unknownOrders,
    owners,
    catalogue: catalogueAdmin,
    ...staffMail,
  });
  const dataStaff = new DataOrderStaffService({
    db: app.db,
    owners,
    detailOf: (orderId) => dataOrders.staffDetailOf(orderId),
  });
  const operations = new OperationsService({
    db: app.db,
    devices: deviceStaff,
    unknowns: unknownStaff,
    data: dataStaff,
    payments,
    owners,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      if (config.metricsToken) await api.register(metricsRoute, { token: config.metricsToken });
      await api.register(i18nRoutes);
      await api.register(siteRoutes, {
        contactEmail: config.contactEmail,
        contactPhone: config.contactPhone,
        mapTiles: config.locations.mapTiles ?? null,
        company: config.company,
        hub,
      });
      await api.register(accountRoutes, { accounts, contactEmail: config.contactEmail, knownDevices });
      await api.register(oauthRoutes, {
        accounts,
        knownDevices,
        providers: config.oauth,
        publicUrl: config.publicUrl,
        secure,
      });
      await api.register(catalogueRoutes, { cache, places: locations });
      await api.register(catalogueAdminRoutes, { catalogueAdmin });
      await api.register(partnerAdminRoutes, { partnerAdmin });
      await api.register(userRolesRoutes, { userRoles });
      await api.register(deviceOrderRoutes, { orders: deviceOrders });
      await api.register(uploadRoutes, { uploads, secret: config.sessionSecret });
      await api.register(unknownOrderRoutes, { orders: unknownOrders });
      await api.register(subscriptionRoutes, { subscriptions });
      await api.register(articleRoutes, { articles });
      await api.register(siteSearchRoutes, { articles, cache });
      await api.register(locationRoutes, { locations });
      await api.register(certificateRoutes, { certificates });
      await api.register(dataOrderAdminRoutes, { fulfilment, logistics, archiveMaxBytes: config.archiveMaxBytes });
      await api.register(operationsRoutes, {
        operations,
        devices: deviceStaff,
        unknowns: unknownStaff,
        data: dataStaff,
      });
      await api.register(dataOrderDownloadRoutes, { fulfilment, storage: app.storage, secret: config.sessionSecret });
      await api.register(dataOrderRoutes, { dataOrders });
      await api.register(paymentRoutes, { payments });
      if (localPayments) await api.register(localPaymentPageRoutes, { payments, local: localPayments });
    },
    { prefix: API_BASE },
  );

  app.metrics.countsGauge('orders', 'Orders by kind and state', ['kind', 'state'], orderCounts(app.db));
  app.metrics.countsGauge('payments', "The data service's checkouts by state", ['state'], paymentCounts(app.db));
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
