import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, type Hub } from '@recircuit/contract';
import { deviceOrderRoutes } from './routes.ts';
import { DeviceOrdersService } from './service.ts';
import { DeviceOrderStaffService } from './staff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recycle, sell, donate and rare-device orders: the owner's side. */
    deviceOrders: DeviceOrdersService;
    /** The same orders on the operations console. */
    deviceOrderStaff: DeviceOrderStaffService;
  }
}

export interface DeviceOrdersSettings {
  publicUrl: string;
  /** Signs the QR's view token. */
  secret: string;
  /** Where devices sent by post go. */
  hub: Hub;
}

/** Device orders (docs/product.md, "Orders and their states"). */
export const deviceOrdersModule = fp(
  async (app: FastifyInstance, settings: DeviceOrdersSettings) => {
    const cache = app.catalogueCache;
    const orders = new DeviceOrdersService({
      db: app.db,
      cache,
      accounts: app.accounts,
      owners: app.owners,
      mailer: app.mailer,
      limiter: app.limiter,
      log: app.log,
      secret: settings.secret,
      publicUrl: settings.publicUrl,
      hub: settings.hub,
    });
    app.decorate('deviceOrders', orders);
    app.decorate(
      'deviceOrderStaff',
      new DeviceOrderStaffService({
        db: app.db,
        cache,
        owners: app.owners,
        hub: settings.hub,
        mailer: app.mailer,
        publicUrl: settings.publicUrl,
        log: app.log,
      }),
    );
    app.accounts.registerPersonalData('deviceOrders', {
      export: (userId) => orders.list(userId, 1000, 0),
      beforeDelete: (userId) => orders.forgetOwner(userId),
    });
    await app.register(deviceOrderRoutes, { prefix: API_BASE, orders });
  },
  { name: 'device-orders', dependencies: ['db', 'mail', 'rate-limits', 'accounts', 'catalogue'] },
);
