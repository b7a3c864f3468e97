import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bundlesLoader } from '../../lib/i18n';
import { ArticleGrid } from '../../features/articles/components/article-grid';
import { useOpenGraph } from '../../features/info/use-open-graph';

export const loader = bundlesLoader(['info']);

/** /articles: the five articles with their images and descriptions. */
export function Component() {
  const { t } = useTranslation();
  useOpenGraph({ title: t('pages.articles.title'), description: t('pages.articles.description'), image: '/articles/importance-1440.webp' });
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{t('info.list.title')}</Title>
      <Text size="lg" c="dimmed" mt="sm" mb="xl" maw={720}>
        {t('info.list.lead')}
      </Text>
      <ArticleGrid headingLevel={2} />
    </Container>
  );
}
