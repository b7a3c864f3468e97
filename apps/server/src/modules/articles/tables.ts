import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
