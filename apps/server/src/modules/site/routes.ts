import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, ok, siteInfoSchema, type Hub } from '@recircuit/contract';
import { VERSION } from '../../version.ts';
import fp from 'fastify-plugin';

export interface SiteRoutesOptions {
  contactEmail: string;
  contactPhone: string;
  mapTiles: { url: string; attribution: string } | null;
  company: { name: string; number: string; address: string };
  /** Where data-service devices are posted or brought (the hub's settings, without its drop-off partner). */
  hub: Hub;
}

/** Public settings the web app shows, such as the footer's contact details and the legal pages' company. */
const routes: FastifyPluginAsyncZod<SiteRoutesOptions> = async (app, opts) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Contact details and version for the web app',
        response: { 200: envelopeSchema(siteInfoSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return ok({
        contactEmail: opts.contactEmail,
        contactPhone: opts.contactPhone,
        mapTiles: opts.mapTiles,
        version: VERSION,
        company: opts.company,
        hub: opts.hub,
      });
    },
  );
};

export const siteRoutes = fp(routes, { name: 'site-routes', dependencies: [], encapsulate: true });
