import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNTRIES, COUNTRY_NAMES, countrySchema, envelopeSchema, ok } from '@recircuit/contract';
import fp from 'fastify-plugin';
import { translate } from '../../lib/i18n/messages.ts';

/** The language dialog's countries, in its order, named in the request's language (docs/i18n.md). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/i18n/countries',
    {
      schema: {
        tags: ['i18n'],
        summary: 'The countries of the language dialog and the language each sets',
        response: { 200: envelopeSchema(z.array(countrySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return ok(
        COUNTRIES.map((country) => ({
          ...country,
          name: translate(COUNTRY_NAMES[country.code], request.language),
        })),
      );
    },
  );
};

export const i18nRoutes = fp(routes, { name: 'i18n-routes', dependencies: ['language'], encapsulate: true });
