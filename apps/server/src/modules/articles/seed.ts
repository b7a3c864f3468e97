import { readFileSync } from 'node:fs';
import type { Article } from '@recircuit/contract';
import { fromExcluded } from '../../db/excluded.ts';
import type { SeedStep } from '../../db/seed.ts';
import { articles } from './tables.ts';

interface ArticlesFile {
  version: number;
  articles: (Article & { calculatorFactors?: unknown })[];
}

export function articleSeedSteps(): SeedStep[] {
  const file = JSON.parse(
    readFileSync(new URL('../../db/seed-data/articles.json', import.meta.url), 'utf8'),
  ) as ArticlesFile;
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
  ];
}
