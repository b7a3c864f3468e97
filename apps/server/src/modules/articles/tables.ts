import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ArticleBlock } from '@recircuit/contract';

export const articles = pgTable('articles', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  imageAlt: text('image_alt').notNull(),
  readingMinutes: integer('reading_minutes').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  body: jsonb('body').$type<ArticleBlock[]>().notNull(),
  sources: jsonb('sources').$type<{ title: string; publisher: string; url: string; year?: number }[]>().notNull(),
  calculatorFactors: jsonb('calculator_factors'),
});

/**
 * An article's words in another language (docs/operations.md, "Articles in other languages").
 * Only the words: slug, image, dates, sources and figures are the English row's.
 */
export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageAlt: text('image_alt').notNull(),
    body: jsonb('body').$type<ArticleBlock[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.language] })],
);
