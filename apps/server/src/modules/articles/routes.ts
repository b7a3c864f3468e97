import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_MESSAGES,
  articleSchema,
  articlesQuerySchema,
  articleSummarySchema,
  envelopeSchema,
  ok,
  siteSearchQuerySchema,
  siteSearchResultSchema,
} from '@recircuit/contract';
import { asc } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { readInput } from '../../lib/request-input.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { toSearchResult } from '../catalogue/catalogue.ts';
import { SEARCH_RATE_LIMIT, sendPublicJson } from '../catalogue/public-answers.ts';
import { articles } from './tables.ts';
import { SEARCHABLE_PAGES } from './pages.ts';
import { blocksToText, searchDocuments, siteSearchKey, type SearchableDocument } from './search.ts';
import fp from 'fastify-plugin';

const tags = ['articles and search'];
const loose = z.record(z.string(), z.unknown());
/** Articles change only with a new release (they are read once at start): five minutes in any cache. */
const ARTICLES_CACHE_CONTROL = 'public, max-age=300';
type ArticleRow = typeof articles.$inferSelect;

const summary = (row: ArticleRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  description: row.description,
  image: row.image,
  imageAlt: row.imageAlt,
  readingMinutes: row.readingMinutes,
  publishedAt: row.publishedAt.toISOString(),
});

const routes: FastifyPluginAsyncZod<{ cache: CatalogueCache }> = async (app, { cache }) => {
  // Five articles: read once, kept in memory with the search index.
  const rows = await app.db.select().from(articles).orderBy(asc(articles.id));
  const documents: SearchableDocument[] = [
    ...rows.map((row) => ({
      kind: 'article' as const,
      title: row.title,
      url: `/articleDetail?id=${row.id}`,
      text: `${row.description} ${blocksToText(row.body)}`,
    })),
    ...SEARCHABLE_PAGES.map((page) => ({ kind: 'page' as const, ...page })),
  ];

  app.get(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'All articles, newest first',
        querystring: loose,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request, reply) => {
      readInput(request, articlesQuerySchema);
      reply.header('Cache-Control', ARTICLES_CACHE_CONTROL);
      return ok([...rows].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).map(summary));
    },
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'One article',
        params: z.object({ id: z.coerce.number().int().min(1).max(1_000_000) }),
        response: { 200: envelopeSchema(articleSchema.extend({ calculatorFactors: z.unknown().nullable() })) },
      },
    },
    async (request, reply) => {
      readInput(request, articlesQuerySchema);
      const row = rows.find((article) => article.id === request.params.id);
      if (!row) throw new AppError(404, ARTICLE_MESSAGES.notFound);
      reply.header('Cache-Control', ARTICLES_CACHE_CONTROL);
      return ok({
        ...summary(row),
        body: row.body,
        sources: row.sources,
        calculatorFactors: row.calculatorFactors ?? null,
      });
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Site search: articles, pages and device models',
        querystring: loose,
        response: { 200: envelopeSchema(siteSearchResultSchema) },
      },
      config: { rateLimit: SEARCH_RATE_LIMIT },
    },
    async (request, reply) => {
      const { q, limit } = readInput(request, siteSearchQuerySchema);
      // Kept with the catalogue snapshot (its devices change with it), by what both searches make of the words.
      const key = JSON.stringify([request.routeOptions.url, limit, siteSearchKey(q)]);
      const json = cache.catalogue.answer(key, () =>
        ok({
          pages: searchDocuments(documents, q, limit),
          devices: cache.catalogue.search(q, limit).map(toSearchResult),
        }),
      );
      return sendPublicJson(reply, json);
    },
  );
};

export const articleRoutes = fp(routes, {
  name: 'articles-routes',
  dependencies: ['db', 'rate-limits'],
  encapsulate: true,
});
