import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import {
  envelopeSchema,
  locationIdParamsSchema,
  locationSchema,
  locationSearchQuerySchema,
  locationSearchResultSchema,
  locationStatsSchema,
  ok,
  SERVER_MESSAGES,
  strictQuery,
} from '@recircuit/contract';
import { errorResponses } from '../../lib/documented-errors.ts';
import { translate } from '../../lib/i18n/messages.ts';
import { sendPublicJson } from '../catalogue/public-answers.ts';
import type { LocationsService } from './service.ts';

const tags = ['recycling locations'];
const noQuery = strictQuery({});
/** Open now changes by the minute and imports by the week: a minute in any cache. */
const LOCATIONS_CACHE_CONTROL = 'public, max-age=60';
/**
 * Per address: a search may ask the outside geocoder and walks the index; a person searches a
 * few times a minute, a scraper far more.
 */
export const LOCATION_SEARCH_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };

const routes: FastifyPluginAsyncZod<{ locations: LocationsService }> = async (app, { locations }) => {
  app.get(
    '/api/locations/search',
    {
      schema: {
        tags,
        summary: 'The nearest drop-off points for electricals to a UK postcode, outcode or place',
        querystring: locationSearchQuerySchema,
        response: { 200: envelopeSchema(locationSearchResultSchema), ...errorResponses(404) },
      },
      config: { rateLimit: LOCATION_SEARCH_RATE_LIMIT },
    },
    async (request, reply) => {
      const answer = await locations.search(request.query);
      // Built by the service to the schema above; sent as text, it skips a second check of every row.
      const message = translate(SERVER_MESSAGES.success, request.language);
      return sendPublicJson(reply, JSON.stringify(ok(answer, message)), LOCATIONS_CACHE_CONTROL);
    },
  );

  app.get(
    '/api/locations/stats',
    {
      schema: {
        tags,
        summary: 'How many drop-off points the locator holds, from where, and how fresh',
        querystring: noQuery,
        response: { 200: envelopeSchema(locationStatsSchema) },
      },
    },
    async (request, reply) => {
      const stats = await locations.stats();
      reply.header('Cache-Control', LOCATIONS_CACHE_CONTROL);
      return ok(stats);
    },
  );

  app.get(
    '/api/locations/:id',
    {
      schema: {
        tags,
        summary: 'One drop-off point',
        params: locationIdParamsSchema,
        querystring: noQuery,
        response: { 200: envelopeSchema(locationSchema) },
      },
    },
    async (request, reply) => {
      const location = await locations.byId(request.params.id);
      reply.header('Cache-Control', LOCATIONS_CACHE_CONTROL);
      return ok(location);
    },
  );
};

export const locationRoutes = fp(routes, {
  name: 'location-routes',
  dependencies: ['db', 'rate-limits'],
  encapsulate: true,
});
