import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { usePageHead } from './page-head';
import { PageMeta } from './page-meta';

/** Any error while loading or rendering a page: a calm message and a way out, never a blank screen. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageHead({ page: 'error' });
  if (import.meta.env.DEV) console.error(error);

  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="flex-start" gap="lg">
        <Title order={1}>{t('pages.error.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('pages.error.body')}
        </Text>
        <Group>
          <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
            {t('common.reload')}
          </Button>
          <Button
            component={Link}
            to={ROUTES.home}
            variant="outline"
            leftSection={<IconHome size={18} aria-hidden="true" />}
            reloadDocument
          >
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** The root's error boundary stands in for the root layout, so it mounts the head's writer itself. */
export function RootRouteError() {
  return (
    <>
      <PageMeta />
      <RouteError />
    </>
  );
}
