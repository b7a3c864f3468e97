import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandsQuerySchema,
  colorsQuerySchema,
  envelopeSchema,
  namesQuerySchema,
  ok,
  partnerSchema,
  priceQuerySchema,
  quoteSchema,
  searchQuerySchema,
  searchResultSchema,
  storagesQuerySchema,
} from '@recircuit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readInput } from '../../lib/request-input.ts';
import type { CatalogueCache } from './cache.ts';
import { priceDevice, quoteFor } from './service.ts';
import { toPounds } from './pricing.ts';

const tags = ['catalogue'];
const strings = envelopeSchema(z.array(z.string()));
const loose = z.record(z.string(), z.unknown());

/** The cascade, prices and search, all answered from the in-memory catalogue. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ cache: CatalogueCache }> = async (app, { cache }) => {
  const base = '/api/device-recycle';
  /** Answers from the snapshot's memo by the request's URL; invalid input throws before anything is kept. */
  const memoised = (request: FastifyRequest, reply: FastifyReply, compute: () => unknown) => {
    const json = cache.catalogue.answer(request.url, () => ok(compute()));
    return reply.type('application/json; charset=utf-8').send(json);
  };

  app.get(`${base}/gettypes`, { schema: { tags, summary: 'Device types', response: { 200: strings } } }, async (request, reply) =>
    memoised(request, reply, () => cache.catalogue.types()),
  );

  app.get(`${base}/getbrands`, { schema: { tags, summary: 'Brands of a type', querystring: loose, response: { 200: strings } } }, async (request, reply) =>
    memoised(request, reply, () => cache.catalogue.brands(readInput(request, brandsQuerySchema).type)),
  );

  app.get(`${base}/getnames`, { schema: { tags, summary: 'Models of a brand, newest first', querystring: loose, response: { 200: strings } } }, async (request, reply) =>
    memoised(request, reply, () => {
      const { type, brand } = readInput(request, namesQuerySchema);
      return cache.catalogue.names(type, brand);
    }),
  );

  app.get(`${base}/getcolors`, { schema: { tags, summary: 'Colours of a model', querystring: loose, response: { 200: strings } } }, async (request, reply) =>
    memoised(request, reply, () => {
      const { type, brand, name } = readInput(request, colorsQuerySchema);
      return cache.catalogue.colors(type, brand, name);
    }),
  );

  app.get(
    `${base}/getstorages`,
    { schema: { tags, summary: 'Storage options in GB, ascending', querystring: loose, response: { 200: envelopeSchema(z.array(z.number())) } } },
    async (request, reply) =>
      memoised(request, reply, () => {
        const { type, brand, name, color } = readInput(request, storagesQuerySchema);
        return cache.catalogue.storages(type, brand, name, color);
      }),
  );

  app.get(
    `${base}/calculate-price`,
    { schema: { tags, summary: 'The quote in pounds', querystring: loose, response: { 200: envelopeSchema(z.number()) } } },
    async (request, reply) =>
      memoised(request, reply, () => toPounds(priceDevice(cache, readInput(request, priceQuerySchema)).pricePence)),
  );

  app.get(
    `${base}/quote`,
    { schema: { tags, summary: 'The quote with commission, voucher and partner offers', querystring: loose, response: { 200: envelopeSchema(quoteSchema) } } },
    async (request, reply) => memoised(request, reply, () => quoteFor(cache, readInput(request, priceQuerySchema))),
  );

  app.get(
    `${base}/search`,
    { schema: { tags, summary: 'Type-ahead over the catalogue', querystring: loose, response: { 200: envelopeSchema(z.array(searchResultSchema)) } } },
    async (request) => {
      const { q, limit } = readInput(request, searchQuerySchema);
      return ok(
        cache.catalogue.search(q, limit).map((model) => ({
          type: model.type,
          brand: model.brand,
          name: model.name,
          classification: model.classification,
        })),
      );
    },
  );

  app.get(
    '/api/partners',
    {
      schema: {
        tags,
        summary: 'Trade-in partners, specialists and recyclers',
        querystring: z.object({ kind: z.enum(['trade-in', 'specialist', 'recycler']).optional() }),
        response: { 200: envelopeSchema(z.array(partnerSchema)) },
      },
    },
    async (request) =>
      ok(
        cache.partners
          .filter((partner) => !request.query.kind || partner.kind === request.query.kind)
          .map((partner) => ({
            partnerId: partner.id,
            name: partner.name,
            kind: partner.kind,
            logoUrl: partner.logoUrl,
            website: partner.website,
            description: partner.description,
          })),
      ),
  );
};
