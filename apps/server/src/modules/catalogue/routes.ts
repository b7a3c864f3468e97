import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandsQuerySchema,
  colorsQuerySchema,
  envelopeSchema,
  namesQuerySchema,
  ok,
  partnerSchema,
  partnersQuerySchema,
  priceQuerySchema,
  quoteQuerySchema,
  quoteSchema,
  searchQuerySchema,
  searchResultSchema,
  SERVER_MESSAGES,
  storagesQuerySchema,
  typesQuerySchema,
} from '@recircuit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/documented-errors.ts';
import { translate } from '../../lib/i18n/messages.ts';
import type { CatalogueCache } from './cache.ts';
import { searchKey, toSearchResult } from './catalogue.ts';
import { CATALOGUE_CACHE_CONTROL, SEARCH_RATE_LIMIT, sendPublicJson } from './public-answers.ts';
import { priceDevice, quoteFor } from './service.ts';
import { listPartnersFor, type PlaceLocator } from './partner-list.ts';
import { toPounds } from './pricing.ts';
import fp from 'fastify-plugin';

const tags = ['catalogue'];
const strings = envelopeSchema(z.array(z.string()));

/** The cascade, prices and search, all answered from the in-memory catalogue. */
const routes: FastifyPluginAsyncZod<{ cache: CatalogueCache; places: PlaceLocator }> = async (
  app,
  { cache, places },
) => {
  const base = '/api/device-recycle';
  /**
   * With the query validated by the route's schema (unknown keys are a 400), answers from the snapshot's memo by
   * the route and the validated values in the schema's order, so junk cannot grow it.
   */
  const memoised = <S extends z.ZodObject>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    compute: (input: z.output<S>) => unknown,
  ) => {
    const input = request.query as z.output<S>;
    const values = Object.keys(schema.shape).map((field) => (input as Record<string, unknown>)[field]);
    return sendAnswer(request, reply, values, () => compute(input));
  };
  const sendAnswer = (request: FastifyRequest, reply: FastifyReply, values: unknown[], compute: () => unknown) => {
    // Answers are kept per language: only the envelope's message differs.
    const { language } = request;
    const key = JSON.stringify([request.routeOptions.url, language, ...values]);
    const json = cache.catalogue.answer(key, () => ok(compute(), translate(SERVER_MESSAGES.success, language)));
    return sendPublicJson(reply, json);
  };

  app.get(
    `${base}/gettypes`,
    { schema: { tags, summary: 'Device types', querystring: typesQuerySchema, response: { 200: strings } } },
    async (request, reply) => memoised(request, reply, typesQuerySchema, () => cache.catalogue.types()),
  );

  app.get(
    `${base}/getbrands`,
    { schema: { tags, summary: 'Brands of a type', querystring: brandsQuerySchema, response: { 200: strings } } },
    async (request, reply) => memoised(request, reply, brandsQuerySchema, ({ type }) => cache.catalogue.brands(type)),
  );

  app.get(
    `${base}/getnames`,
    {
      schema: {
        tags,
        summary: 'Models of a brand, newest first',
        querystring: namesQuerySchema,
        response: { 200: strings },
      },
    },
    async (request, reply) =>
      memoised(request, reply, namesQuerySchema, ({ type, brand }) => cache.catalogue.names(type, brand)),
  );

  app.get(
    `${base}/getcolors`,
    { schema: { tags, summary: 'Colours of a model', querystring: colorsQuerySchema, response: { 200: strings } } },
    async (request, reply) =>
      memoised(request, reply, colorsQuerySchema, ({ type, brand, name }) => cache.catalogue.colors(type, brand, name)),
  );

  app.get(
    `${base}/getstorages`,
    {
      schema: {
        tags,
        summary: 'Storage options in GB, ascending',
        querystring: storagesQuerySchema,
        response: { 200: envelopeSchema(z.array(z.number())) },
      },
    },
    async (request, reply) =>
      memoised(request, reply, storagesQuerySchema, ({ type, brand, name, color }) =>
        cache.catalogue.storages(type, brand, name, color),
      ),
  );

  app.get(
    `${base}/calculate-price`,
    {
      schema: {
        tags,
        summary: 'The quote in pounds',
        querystring: priceQuerySchema,
        response: { 200: envelopeSchema(z.number()), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      memoised(request, reply, priceQuerySchema, (input) => toPounds(priceDevice(cache, input).pricePence)),
  );

  app.get(
    `${base}/quote`,
    {
      schema: {
        tags,
        summary: 'The quote with commission, voucher and partner offers',
        querystring: quoteQuerySchema,
        response: { 200: envelopeSchema(quoteSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => memoised(request, reply, quoteQuerySchema, (input) => quoteFor(cache, input)),
  );

  app.get(
    `${base}/search`,
    {
      schema: {
        tags,
        summary: 'Type-ahead over the catalogue',
        querystring: searchQuerySchema,
        response: { 200: envelopeSchema(z.array(searchResultSchema)) },
      },
      config: { rateLimit: SEARCH_RATE_LIMIT },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      // Memoised by what the search makes of the words, so "iPhone-15" and "iphone 15" share an entry.
      return sendAnswer(request, reply, [limit, searchKey(q)], () =>
        cache.catalogue.search(q, limit).map(toSearchResult),
      );
    },
  );

  app.get(
    '/api/partners',
    {
      schema: {
        tags,
        summary: 'Partners: trade-in counters, specialists, charities and drop-off points; nearest first with `near`',
        querystring: partnersQuerySchema,
        response: { 200: envelopeSchema(z.array(partnerSchema)), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { kind, near } = request.query;
      const origin = near ? await places.whereIs(near, 'near') : undefined;
      reply.header('Cache-Control', CATALOGUE_CACHE_CONTROL);
      return ok(listPartnersFor(cache, { kind, origin }, new Date()));
    },
  );
};

export const catalogueRoutes = fp(routes, {
  name: 'catalogue-routes',
  dependencies: ['rate-limits'],
  encapsulate: true,
});
