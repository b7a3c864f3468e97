import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  envelopeSchema,
  ok,
  siteSearchQuerySchema,
  siteSearchResultSchema,
} from '@recircuit/contract';
import { translate } from '../../lib/i18n/messages.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { toSiteSearchResult } from '../catalogue/catalogue.ts';
import { SEARCH_RATE_LIMIT, sendPublicJson } from '../catalogue/public-answers.ts';
import { searchDocuments, siteSearchKey } from './search.ts';
import type { ArticlesService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['articles and search'];

/** Site search: the articles and information pages in the reader's language, and the catalogue's devices. */
const routes: FastifyPluginAsyncZod<{ articles: ArticlesService; cache: CatalogueCache }> = async (
  app,
  { articles, cache },
) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Site search: articles, pages and device models',
        querystring: siteSearchQuerySchema,
        response: { 200: envelopeSchema(siteSearchResultSchema) },
      },
      config: { rateLimit: SEARCH_RATE_LIMIT },
    },
    async (request, reply) => {
      const { q, limit } = request.query;
      // Kept with the catalogue snapshot (its devices change with it), by what both searches make of
      // the words and by language (the articles and pages are searched in the reader's). Sent already
      // serialized, so its message is put in that language here.
      const { language } = request;
      const key = JSON.stringify([request.routeOptions.url, language, limit, siteSearchKey(q)]);
      const json = cache.catalogue.answer(key, () =>
        ok(
          {
            pages: searchDocuments(articles.searchable(language), q, limit, {
              foldAccents: language !== DEFAULT_LANGUAGE,
            }),
            devices: cache.catalogue.search(q, limit).map(toSiteSearchResult),
          },
          translate('success', language),
        ),
      );
      return sendPublicJson(reply, json);
    },
  );
};

export const siteSearchRoutes = fp(routes, {
  name: 'site-search-routes',
  dependencies: ['rate-limits'],
  encapsulate: true,
});
