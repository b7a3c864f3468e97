import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { Geocoder } from './gazetteer/geocoder.ts';
import { importGazetteerCommand } from './gazetteer/operator-command.ts';
import { LocationsImporter } from './import/importer.ts';
import { importLocationsCommand } from './import/operator-command.ts';
import { scheduleOverpassRefresh } from './import/overpass-refresh.ts';
import { locationRoutes } from './routes.ts';
import { LocationsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recycling locator, which also finds where a postcode or place is. */
    locations: LocationsService;
  }
}

export interface LocationsSettings {
  /** The Overpass API of the weekly refresh, if any. */
  overpassUrl: string | undefined;
  /** A postcodes.io server for what the gazetteer lacks, if any. */
  geocoderUrl: string | undefined;
}

/** The recycling locator on open data (docs/operations.md, "Recycling locations"). */
export const locationsModule = fp(
  async (app: FastifyInstance, settings: LocationsSettings) => {
    // The rendered public pages show the locator's numbers: an import makes them render again.
    const importer = new LocationsImporter(app.db, () => app.renderedPages?.renderAgain());
    app.operatorCommands.register(importGazetteerCommand(app.db));
    app.operatorCommands.register(importLocationsCommand(importer));
    if (settings.overpassUrl) scheduleOverpassRefresh(app, importer, settings.overpassUrl);
    const locations = new LocationsService({
      db: app.db,
      places: new Geocoder({ db: app.db, geocoderUrl: settings.geocoderUrl, log: app.log }),
    });
    app.decorate('locations', locations);
    await app.register(locationRoutes, { prefix: API_BASE, locations });
  },
  { name: 'locations', dependencies: ['db', 'scheduler', 'operator-channel', 'rate-limits'] },
);
