import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { unknownOrderRoutes } from './routes.ts';
import { UnknownOrdersService } from './service.ts';
import { UnknownOrderStaffService } from './staff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The same orders on the operations console: review, identify, reject. */
    unknownOrderStaff: UnknownOrderStaffService;
  }
}

/** Devices their owners cannot name, described with photos and identified by staff. */
export const unknownOrdersModule = fp(
  async (app: FastifyInstance, settings: { publicUrl: string }) => {
    const { uploads } = app;
    const orders = new UnknownOrdersService({ db: app.db, uploads, publicUrl: settings.publicUrl });
    app.decorate(
      'unknownOrderStaff',
      new UnknownOrderStaffService({
        db: app.db,
        orders,
        owners: app.owners,
        catalogue: app.catalogueAdmin,
        mailer: app.mailer,
        publicUrl: settings.publicUrl,
        log: app.log,
      }),
    );
    app.accounts.registerPersonalData('unknownDeviceOrders', {
      export: (userId) => orders.list(userId, 1000, 0),
      // Photos taken at home are personal data: their rows go with the account, their files here.
      beforeDelete: (userId) => uploads.keysOf(userId),
      afterDelete: (_userId, keys) => uploads.deleteFiles(keys),
    });
    await app.register(unknownOrderRoutes, { prefix: API_BASE, orders });
  },
  { name: 'unknown-orders', dependencies: ['db', 'mail', 'accounts', 'uploads', 'catalogue'] },
);
