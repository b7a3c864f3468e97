import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_MESSAGES,
  articleSchema,
  articlesQuerySchema,
  articleSummarySchema,
  envelopeSchema,
  ok,
} from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import type { ArticleRow } from './repository.ts';
import type { ArticlesService } from './service.ts';
import fp from 'fastify-plugin';

const tags = ['articles and search'];
/**
 * Articles change only with a new release (they are read once at start): five minutes in any
 * cache, one copy per language (the language plugin adds `Vary: Accept-Language, Cookie`).
 */
const ARTICLES_CACHE_CONTROL = 'public, max-age=300';

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

const routes: FastifyPluginAsyncZod<{ articles: ArticlesService }> = async (app, { articles }) => {
  app.get(
    '/api/articles',
    {
      schema: {
        tags,
        summary: 'All articles, newest first',
        querystring: articlesQuerySchema,
        response: { 200: envelopeSchema(z.array(articleSummarySchema)) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', ARTICLES_CACHE_CONTROL);
      return ok(articles.list(request.language).map(summary));
    },
  );

  app.get(
    '/api/articles/:id',
    {
      schema: {
        tags,
        summary: 'One article',
        params: z.object({ id: z.coerce.number().int().min(1).max(1_000_000) }),
        querystring: articlesQuerySchema,
        response: { 200: envelopeSchema(articleSchema.extend({ calculatorFactors: z.unknown().nullable() })) },
      },
    },
    async (request, reply) => {
      const row = articles.find(request.language, request.params.id);
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
};

export const articleRoutes = fp(routes, {
  name: 'articles-routes',
  dependencies: [],
  encapsulate: true,
});
