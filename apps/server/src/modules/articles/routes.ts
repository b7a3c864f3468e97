import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ARTICLE_MESSAGES, articleSchema, articleSummarySchema, envelopeSchema, ok, siteSearchResultSchema } from '@recircuit/contract';
import { asc } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { articles } from './tables.ts';
import { SEARCHABLE_PAGES } from './pages.ts';
import { blocksToText, searchDocuments, type SearchableDocument } from './search.ts';

const tags = ['articles and search'];
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

export const articleRoutes: FastifyPluginAsyncZod<{ cache: CatalogueCache }> = async (app, { cache }) => {
  // Five articles: read once, kept in memory with the search index.
  const rows = await app.db.select().from(articles).orderBy(asc(articles.id));
  const documents: SearchableDocument[] = [
    ...rows.map((row) => ({ kind: 'article' as const, title: row.title, url: `/articleDetail?id=${row.id}`, text: `${row.description} ${blocksToText(row.body)}` })),
    ...SEARCHABLE_PAGES.map((page) => ({ kind: 'page' as const, ...page })),
  ];

  app.get('/api/articles', { schema: { tags, summary: 'All articles, newest first', response: { 200: envelopeSchema(z.array(articleSummarySchema)) } } }, async () =>
    ok([...rows].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()).map(summary)),
  );

  app.get(
    '/api/articles/:id',
    { schema: { tags, summary: 'One article', params: z.object({ id: z.coerce.number().int().min(1).max(1_000_000) }), response: { 200: envelopeSchema(articleSchema.extend({ calculatorFactors: z.unknown().nullable() })) } } },
    async (request) => {
      const row = rows.find((article) => article.id === request.params.id);
      if (!row) throw new AppError(404, ARTICLE_MESSAGES.notFound);
      return ok({ ...summary(row), body: row.body, sources: row.sources, calculatorFactors: row.calculatorFactors ?? null });
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Site search: articles, pages and device models',
        querystring: z.object({ q: z.string().trim().max(100).default(''), limit: z.coerce.number().int().min(1).max(20).default(6) }),
        response: { 200: envelopeSchema(siteSearchResultSchema) },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      return ok({
        pages: searchDocuments(documents, q, limit),
        devices: cache.catalogue.search(q, limit).map((model) => ({ type: model.type, brand: model.brand, name: model.name, classification: model.classification })),
      });
    },
  );
};

