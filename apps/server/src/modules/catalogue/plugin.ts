import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { CatalogueAdminService } from './admin-service.ts';
import { catalogueAdminRoutes } from './admin-routes.ts';
import { CatalogueCache } from './cache.ts';
import { partnerKeyCommand } from './operator-commands.ts';
import { PartnerAdminService } from './partner-admin-service.ts';
import { partnerAdminRoutes } from './partner-admin-routes.ts';
import { PartnerKeys } from './partner-keys.ts';
import { catalogueRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Staff's catalogue: models of every status (unknown devices are identified against it). */
    catalogueAdmin: CatalogueAdminService;
  }
}

/** The catalogue, its quotes and its partners, served from an in-memory snapshot (docs/decisions/0011). */
export const catalogueModule = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache(app.db);
    await cache.start(app.log);
    app.decorate('catalogueCache', cache);
    app.addHook('onClose', async () => cache.stop());
    const catalogueAdmin = new CatalogueAdminService({ db: app.db, cache });
    app.decorate('catalogueAdmin', catalogueAdmin);
    app.operatorCommands.register(partnerKeyCommand(app.db));
    const partnerAdmin = new PartnerAdminService({
      db: app.db,
      cache,
      places: app.locations,
      keys: new PartnerKeys(app.db),
    });
    await app.register(catalogueRoutes, { prefix: API_BASE, cache, places: app.locations });
    await app.register(catalogueAdminRoutes, { prefix: API_BASE, catalogueAdmin });
    await app.register(partnerAdminRoutes, { prefix: API_BASE, partnerAdmin });
  },
  { name: 'catalogue', dependencies: ['db', 'operator-channel', 'locations', 'rate-limits'] },
);
