import { Button, Container, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { isApiError } from '../../lib/api';
import { articleQueryOptions, useArticle } from '../../features/articles/api/get-article';
import { ArticleNotFound, ArticleView } from '../../features/articles/components/article-view';
import { usePageHead } from '../page-head';
import { prefetch, type LoaderArgs } from '../route-data';

/** The article an address names (`?id=`), or 0 when it names none a page could show. */
function articleIdOf(params: URLSearchParams): number {
  const raw = params.get('id') ?? '';
  const id = /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : 0;
}

export const loader = ({ context, request }: LoaderArgs) => {
  const id = articleIdOf(new URL(request.url).searchParams);
  return id ? prefetch(context, articleQueryOptions(id)) : null;
};

/** /articleDetail?id=: one article; an unknown or malformed id gets a friendly not-found. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = articleIdOf(params);
  const { data, isPending, isError, error, refetch } = useArticle(id);
  const notFound = !id || (isError && isApiError(error) && error.status === 404);

  usePageHead(
    data
      ? {
          title: data.title,
          description: data.description,
          type: 'article',
          image: `${data.image}-1440.webp`,
          imageAlt: data.imageAlt,
        }
      : notFound
        ? { title: t('info.detail.notFoundTitle'), description: t('info.detail.notFoundBody') }
        : { type: 'article' },
  );

  if (notFound) return <ArticleNotFound />;
  if (isError) {
    return (
      <Container size="md" py="xl">
        <Stack align="flex-start">
          <Text>{t('info.detail.failed')}</Text>
          <Button onClick={() => void refetch()}>{t('info.detail.retry')}</Button>
        </Stack>
      </Container>
    );
  }
  if (isPending) {
    return (
      <Container size="md" py="xl" aria-busy="true">
        <Skeleton height={40} width="70%" mb="md" />
        <Skeleton height={18} width="40%" mb="xl" />
        <Skeleton height={360} radius="lg" />
      </Container>
    );
  }
  return <ArticleView article={data} />;
}
