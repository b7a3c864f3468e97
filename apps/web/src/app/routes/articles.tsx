import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { ArticleGrid } from '../../features/articles/components/article-grid';
import { usePageHead } from '../page-head';
import { prefetch, type LoaderArgs } from '../route-data';
import { articlesQueryOptions } from '../../features/articles/api/get-articles';

/** /articles: the five articles with their images and descriptions. */
export function Component() {
  const { t } = useTranslation();
  usePageHead({ image: '/articles/importance-1440.webp' });
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('info.list.title')}</Title>
      <Text size="lg" c="dimmed" mt="sm" mb="xl" maw={720}>
        {t('info.list.lead')}
      </Text>
      <ArticleGrid headingLevel={2} atTop />
    </Container>
  );
}

export const loader = ({ context }: LoaderArgs) => prefetch(context, articlesQueryOptions());
