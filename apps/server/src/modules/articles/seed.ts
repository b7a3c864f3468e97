import { existsSync, readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Article, type Language } from '@recircuit/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { fromExcluded } from '../../db/excluded.ts';
import type { SeedStep } from '../../db/seed.ts';
import { articles, articleTranslations } from './tables.ts';
import { validateArticleTranslations, type ArticleTranslationsFile } from './translations.ts';

interface ArticlesFile {
  version: number;
  articles: (Article & { calculatorFactors?: unknown })[];
}

const SEED_DATA = new URL('../../db/seed-data/', import.meta.url);

/** The languages other than en-GB whose articles may be translated. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

const readJson = (url: URL): unknown => JSON.parse(readFileSync(url, 'utf8'));

/**
 * The languages with a translation file. A language whose file was removed is read in English,
 * whatever rows an earlier seed left.
 */
export function languagesWithTranslations(seedData: URL = SEED_DATA): Language[] {
  return TRANSLATED_LANGUAGES.filter((language) => existsSync(new URL(`articles.${language}.json`, seedData)));
}

/**
 * The translation files present in `seedData` (`articles.<language>.json`), each checked against
 * the English: a file with any problem throws here, before anything is written. A language
 * without a file is read in English.
 */
export function readArticleTranslations(english: ArticlesFile, seedData: URL = SEED_DATA): ArticleTranslationsFile[] {
  const files: ArticleTranslationsFile[] = [];
  for (const language of languagesWithTranslations(seedData)) {
    const fileName = `articles.${language}.json`;
    const url = new URL(fileName, seedData);
    let raw: unknown;
    try {
      raw = readJson(url);
    } catch (error) {
      throw new Error(
        `${fileName} is refused (none of its translations is loaded): it is not JSON (${(error as Error).message})`,
        { cause: error },
      );
    }
    files.push(validateArticleTranslations(raw, language, english.articles, fileName));
  }
  return files;
}

function translationStep(file: ArticleTranslationsFile): SeedStep {
  const language: Language = file.language;
  const ids = file.articles.map((article) => article.id);
  return {
    name: `articles.${language}`,
    version: file.version,
    async run(tx) {
      // An article the file no longer translates is read in English again.
      await tx
        .delete(articleTranslations)
        .where(
          and(
            eq(articleTranslations.language, language),
            ids.length > 0 ? notInArray(articleTranslations.articleId, ids) : undefined,
          ),
        );
      if (ids.length === 0) return;
      await tx
        .insert(articleTranslations)
        .values(
          file.articles.map((article) => ({
            articleId: article.id,
            language,
            title: article.title,
            description: article.description,
            imageAlt: article.imageAlt,
            body: article.body,
          })),
        )
        .onConflictDoUpdate({
          target: [articleTranslations.articleId, articleTranslations.language],
          set: fromExcluded(articleTranslations, ['title', 'description', 'imageAlt', 'body']),
        });
    },
  };
}

/** The English articles, then each language's translations (docs/operations.md, "Articles in other languages"). */
export function articleSeedSteps(seedData: URL = SEED_DATA): SeedStep[] {
  const file = readJson(new URL('articles.json', seedData)) as ArticlesFile;
  // Read and checked before any step runs: a broken translation stops the start, not half a seed.
  const translations = readArticleTranslations(file, seedData);
  return [
    {
      name: 'articles',
      version: file.version,
      async run(tx) {
        await tx
          .insert(articles)
          .values(
            file.articles.map((article) => ({
              id: article.id,
              slug: article.slug,
              title: article.title,
              description: article.description,
              image: article.image,
              imageAlt: article.imageAlt,
              readingMinutes: article.readingMinutes,
              publishedAt: new Date(article.publishedAt),
              body: article.body,
              sources: article.sources,
              calculatorFactors: article.calculatorFactors ?? null,
            })),
          )
          .onConflictDoUpdate({
            target: articles.id,
            set: fromExcluded(articles, [
              'slug',
              'title',
              'description',
              'image',
              'imageAlt',
              'readingMinutes',
              'publishedAt',
              'body',
              'sources',
              'calculatorFactors',
            ]),
          });
      },
    },
    ...translations.map(translationStep),
  ];
}
