import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ARTICLE_MESSAGES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
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
import { translate } from '../../lib/i18n/messages.ts';
import type { CatalogueCache } from '../catalogue/cache.ts';
import { toSiteSearchResult } from '../catalogue/catalogue.ts';
import { SEARCH_RATE_LIMIT, sendPublicJson } from '../catalogue/public-answers.ts';
import { languagesWithTranslations } from './seed.ts';
import { articles, articleTranslations } from './tables.ts';
import { bodyMismatch } from './translations.ts';
import { searchablePages } from './pages.ts';
import { blocksToText, searchDocuments, siteSearchKey, type SearchableDocument } from './search.ts';
import fp from 'fastify-plugin';

const tags = ['articles and search'];
/**
 * Articles change only with a new release (they are read once at start): five minutes in any
 * cache, one copy per language (the language plugin adds `Vary: Accept-Language, Cookie`).
 */
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
  // Five articles in four languages: read once, kept in memory with the search index.
  const rows = await app.db.select().from(articles).orderBy(asc(articles.id));
  const translated = new Set(languagesWithTranslations());
  const translationRows = (await app.db.select().from(articleTranslations)).filter((translation) =>
    translated.has(translation.language as Language),
  );

  /**
   * Each language's articles: the translated words where there are some, else the English
   * article whole (never half of each). Sources, figures, images and dates are English's.
   */
  const byLanguage = new Map<Language, ArticleRow[]>(
    LANGUAGES.map((language) => [
      language,
      rows.map((row) => {
        if (language === DEFAULT_LANGUAGE) return row;
        const translation = translationRows.find((t) => t.articleId === row.id && t.language === language);
        if (!translation) return row;
        // A translation seeded before the English changed shape (its version not raised).
        const mismatch = bodyMismatch(row.body, translation.body);
        if (mismatch) {
          app.log.warn({ articleId: row.id, language, mismatch }, 'article translation out of date; served in English');
          return row;
        }
        const { title, description, imageAlt, body } = translation;
        return { ...row, title, description, imageAlt, body };
      }),
    ]),
  );
  const newestFirst = new Map<Language, ArticleRow[]>(
    [...byLanguage].map(([language, list]) => [
      language,
      [...list].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime()),
    ]),
  );
  const documents = new Map<Language, SearchableDocument[]>(
    [...byLanguage].map(([language, list]) => [
      language,
      [
        ...list.map((row) => ({
          kind: 'article' as const,
          title: row.title,
          url: `/articleDetail?id=${row.id}`,
          text: `${row.description} ${blocksToText(row.body)}`,
        })),
        ...searchablePages(language).map((page) => ({ kind: 'page' as const, ...page })),
      ],
    ]),
  );
  const inLanguage = <T>(map: Map<Language, T>, language: Language): T =>
    map.get(language) ?? map.get(DEFAULT_LANGUAGE)!;

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
      return ok(inLanguage(newestFirst, request.language).map(summary));
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
      const row = inLanguage(byLanguage, request.language).find((article) => article.id === request.params.id);
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
            pages: searchDocuments(inLanguage(documents, language), q, limit, {
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

export const articleRoutes = fp(routes, {
  name: 'articles-routes',
  dependencies: ['db', 'rate-limits'],
  encapsulate: true,
});
