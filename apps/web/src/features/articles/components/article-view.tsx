import { Anchor, Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import type { ArticleWithFactors } from '../api/get-article';
import { isCalculatorFactors } from '../model/impact';
import { ArticleBody } from './article-body';
import { ArticleImage } from './article-image';
import classes from './articles.module.css';
import { formatDate } from '../../../lib/format';

/** One article: hero, title, body blocks, sources. */
export function ArticleView({ article }: { article: ArticleWithFactors }) {
  const { t } = useTranslation();
  const factors = isCalculatorFactors(article.calculatorFactors) ? article.calculatorFactors : null;
  return (
    <Container size="md" py="xl" component="article">
      <Anchor component={Link} to={ROUTES.articles} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('info.detail.back')}
        </Group>
      </Anchor>
      <Title order={1} mt="md">
        {article.title}
      </Title>
      <Text c="dimmed" mt="xs">
        {t('info.detail.published', { date: formatDate(article.publishedAt) })} ·{' '}
        {t('info.articles.minutes', { count: article.readingMinutes })}
      </Text>
      <Text size="lg" mt="md" mb="lg">
        {article.description}
      </Text>
      <ArticleImage
        image={article.image}
        alt={article.imageAlt}
        sizes="(min-width: 62em) 880px, 100vw"
        eager
        className={classes.heroImage}
      />
      <Stack mt="xl" gap={0}>
        <ArticleBody blocks={article.body} factors={factors} />
      </Stack>
      {article.sources.length > 0 ? (
        <section aria-labelledby="article-sources">
          <Title order={2} id="article-sources" mt="xl" size="h3">
            {t('info.detail.sources')}
          </Title>
          <List mt="sm" spacing="xs">
            {article.sources.map((source) => (
              <List.Item key={`${source.url}-${source.title}`}>
                <Anchor href={source.url} target="_blank" rel="noopener noreferrer">
                  {source.title}
                </Anchor>
                , {source.publisher}
                {source.year ? ` (${source.year})` : ''}
              </List.Item>
            ))}
          </List>
        </section>
      ) : null}
    </Container>
  );
}

/** An id that matches no article: say so kindly and offer the others. */
export function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('info.detail.notFoundTitle')}</Title>
      <Text mt="md" mb="lg">
        {t('info.detail.notFoundBody')}
      </Text>
      <Button component={Link} to={ROUTES.articles}>
        {t('info.detail.back')}
      </Button>
    </Container>
  );
}
