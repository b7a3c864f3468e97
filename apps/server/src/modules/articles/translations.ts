import { articleBlockSchema, type ArticleBlock, type Language } from '@recircuit/contract';
import { z } from 'zod';

/**
 * An article's words in another language, as `seed-data/articles.<language>.json` holds them
 * (docs/operations.md, "Articles in other languages"). Everything else comes from English.
 */
export interface ArticleTranslation {
  id: number;
  title: string;
  description: string;
  imageAlt: string;
  body: ArticleBlock[];
}

export interface ArticleTranslationsFile {
  version: number;
  language: Language;
  articles: ArticleTranslation[];
}

/** What a translation is checked against: the English article's id and body. */
export interface EnglishArticle {
  id: number;
  body: ArticleBlock[];
}

const words = z.string().trim().min(1);

const fileSchema = z.object({
  version: z.number().int().positive(),
  language: z.string(),
  articles: z.array(
    z.object({
      id: z.number().int(),
      title: words,
      description: words,
      imageAlt: words,
      body: z.array(articleBlockSchema),
    }),
  ),
});

const blank = (text: string) => text.trim().length === 0;

/**
 * Why a translated body does not match the English one, or undefined when it does: the same
 * number of blocks, each of the same type, lists with as many items, a quote's `cite` where
 * English has one, and no empty words.
 */
export function bodyMismatch(english: ArticleBlock[], translated: ArticleBlock[]): string | undefined {
  if (english.length !== translated.length) {
    return `has ${translated.length} body blocks where English has ${english.length}`;
  }
  for (const [index, block] of translated.entries()) {
    const original = english[index]!;
    const where = `body block ${index + 1}`;
    if (block.type !== original.type) return `${where} is "${block.type}" where English has "${original.type}"`;
    if (block.type === 'ul' && original.type === 'ul') {
      if (block.items.length !== original.items.length) {
        return `${where} lists ${block.items.length} items where English lists ${original.items.length}`;
      }
      if (block.items.some(blank)) return `${where} has an empty item`;
    }
    if ('text' in block && blank(block.text)) return `${where} has no text`;
    if (block.type === 'quote' && original.type === 'quote' && original.cite !== undefined) {
      if (block.cite === undefined || blank(block.cite)) return `${where} lacks the quote's cite`;
    }
  }
  return undefined;
}

/**
 * Checks a translation file against the English articles and gives it typed, or throws one
 * error naming the file and every problem found: a file with any problem is refused whole,
 * so a broken translation never half-loads.
 */
export function validateArticleTranslations(
  raw: unknown,
  language: Language,
  english: EnglishArticle[],
  fileName = `articles.${language}.json`,
): ArticleTranslationsFile {
  const problems: string[] = [];
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues.slice(0, 10)) {
      problems.push(`${issue.path.join('.') || '(file)'}: ${issue.message}`);
    }
  } else {
    const file = parsed.data;
    if (file.language !== language) problems.push(`"language" is "${file.language}", not "${language}"`);
    const englishById = new Map(english.map((article) => [article.id, article]));
    const seen = new Set<number>();
    for (const article of file.articles) {
      const original = englishById.get(article.id);
      if (!original) {
        problems.push(`article ${article.id} is not in articles.json`);
        continue;
      }
      if (seen.has(article.id)) problems.push(`article ${article.id} appears twice`);
      seen.add(article.id);
      const mismatch = bodyMismatch(original.body, article.body);
      if (mismatch) problems.push(`article ${article.id} ${mismatch}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `${fileName} is refused (none of its translations is loaded): ${problems.join('; ')}. ` +
        'Each article must have an id from articles.json and the same body blocks as the English, in order.',
    );
  }
  return parsed.data as ArticleTranslationsFile;
}
