import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, type Hub } from '@recircuit/contract';
import { dataOrderAdminRoutes } from './admin-routes.ts';
import { dataOrderDownloadRoutes } from './download-routes.ts';
import { scheduleDataExpiry } from './expiry-job.ts';
import { DataFulfilmentService } from './fulfilment.ts';
import { DataLogisticsService } from './logistics.ts';
import { dataOrderRoutes } from './routes.ts';
import { DataOrdersService } from './service.ts';
import { DataOrderStaffService } from './staff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data orders on the operations console. */
    dataOrderStaff: DataOrderStaffService;
  }
}

export interface DataOrdersSettings {
  publicUrl: string;
  /** Signs the archives' download links on local storage. */
  secret: string;
  /** Where the device goes, and the hub's own drop-off partner for a device to recycle. */
  hub: Hub & { dropOffPartnerId: string };
  archiveMaxBytes: number;
}

/** Data retrieval and erasure (docs/product.md, "Data service"). */
export const dataOrdersModule = fp(
  async (app: FastifyInstance, settings: DataOrdersSettings) => {
    const { accounts, certificates, mailer, storage, log } = app;
    const { publicUrl, hub } = settings;
    const dataOrders = new DataOrdersService({
      db: app.db,
      accounts,
      payments: app.payments,
      mailer,
      limiter: app.limiter,
      publicUrl,
      hub,
      log,
      certificateOf: (orderId) => certificates.currentForOrder(orderId),
    });
    app.payments.setOrderHandler(dataOrders.paymentHandler());
    const fulfilment = new DataFulfilmentService({
      db: app.db,
      storage,
      mailer,
      accounts,
      certificates,
      publicUrl,
      archiveMaxBytes: settings.archiveMaxBytes,
      log,
    });
    // A device the owner chose to recycle gets its recycle order through the device-orders service.
    const logistics = new DataLogisticsService({
      db: app.db,
      mailer,
      accounts,
      publicUrl,
      hubDropOffPartnerId: hub.dropOffPartnerId,
      openRecycleOrder: (input, tx) => app.deviceOrders.openHubRecycleOrder(input, tx),
      log,
    });
    app.decorate(
      'dataOrderStaff',
      new DataOrderStaffService({
        db: app.db,
        owners: app.owners,
        detailOf: (orderId) => dataOrders.staffDetailOf(orderId),
      }),
    );
    accounts.registerPersonalData('dataOrders', {
      export: (userId) => dataOrders.exportOf(userId),
      beforeDelete: async (userId) => {
        await dataOrders.forgetReturnAddresses(userId);
        return fulfilment.storedArchivesOf(userId);
      },
      afterDelete: (_userId, archives) => fulfilment.deleteArchives(archives),
    });
    scheduleDataExpiry(app, { db: app.db, storage, mailer, accounts, publicUrl, log });
    await app.register(dataOrderAdminRoutes, {
      prefix: API_BASE,
      fulfilment,
      logistics,
      archiveMaxBytes: settings.archiveMaxBytes,
    });
    await app.register(dataOrderDownloadRoutes, { prefix: API_BASE, fulfilment, storage, secret: settings.secret });
    await app.register(dataOrderRoutes, { prefix: API_BASE, dataOrders });
  },
  {
    name: 'data-orders',
    dependencies: [
      'db',
      'mail',
      'storage',
      'scheduler',
      'rate-limits',
      'accounts',
      'payments',
      'certificates',
      'device-orders',
    ],
  },
);
