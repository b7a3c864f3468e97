import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ArticleSummary } from '@recircuit/contract';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';

export interface ArticleGridProps {
  /** Show only the first `limit` articles (the home page shows three). */
  limit?: number;
  /** Leave out this article (the one being read). */
  exclude?: number;
  headingLevel?: 2 | 3;
  /** The grid opens the page: its first image is the largest paint, so it loads at once. */
  atTop?: boolean;
}

/** The articles as cards: skeletons while loading, a retry on failure. */
export function ArticleGrid({ limit, exclude, headingLevel = 3, atTop = false }: ArticleGridProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useArticles();
  const count = limit ?? 5;
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" aria-busy="true">
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} height={340} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('info.articles.failed')}</Text>
        <Button variant="light" onClick={() => void refetch()}>
          {t('info.articles.retry')}
        </Button>
      </Stack>
    );
  }
  const articles: ArticleSummary[] = data.filter((article) => article.id !== exclude).slice(0, limit);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, md: 3 }}
      spacing="lg"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} eager={atTop && index === 0} />
        </li>
      ))}
    </SimpleGrid>
  );
}
