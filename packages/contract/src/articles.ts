import { z } from 'zod';
import { strictQuery } from './query.ts';

/** A block of an article's body: headings, paragraphs, lists and quotes, never raw HTML. */
export const articleBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h2'), text: z.string() }),
  z.object({ type: z.literal('p'), text: z.string() }),
  z.object({ type: z.literal('ul'), items: z.array(z.string()) }),
  z.object({ type: z.literal('quote'), text: z.string(), cite: z.string().optional() }),
  /** Where article 4's impact calculator goes. */
  z.object({ type: z.literal('calculator') }),
]);
export type ArticleBlock = z.infer<typeof articleBlockSchema>;

export const articleSourceSchema = z.object({
  title: z.string(),
  publisher: z.string(),
  url: z.string(),
  year: z.number().optional(),
});

export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Path of the hero image without extension; `-480.webp`, `-960.webp`, `-1440.webp` and `.avif` variants exist. */
  image: z.string(),
  imageAlt: z.string(),
  readingMinutes: z.number().int(),
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema.extend({
  body: z.array(articleBlockSchema),
  sources: z.array(articleSourceSchema),
});
export type Article = z.infer<typeof articleSchema>;

export const articlesQuerySchema = strictQuery({});

/** Site search's query; the same words give the same answer, so it is memoised by them. */
export const siteSearchQuerySchema = strictQuery({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(6),
});

export const siteSearchResultSchema = z.object({
  pages: z.array(
    z.object({
      kind: z.enum(['article', 'page']),
      title: z.string(),
      url: z.string(),
      snippet: z.string(),
      highlights: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
  devices: z.array(
    z.object({
      type: z.string(),
      brand: z.string(),
      name: z.string(),
      classification: z.enum(['recycle', 'current', 'rare']),
      /** The grade A quote in pounds for the model's smallest storage in GB; null for a rare model. */
      quote: z.object({ price: z.number(), storage: z.number() }).nullable(),
    }),
  ),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;

export const ARTICLE_MESSAGES = { notFound: 'We could not find that article' } as const;
