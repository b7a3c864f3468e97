import { Suspense, useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { lazyNear } from '../../../components/ui/lazy-near';
import classes from './secure-link-form.module.css';

// The form's code (react-hook-form) loads when the visitor comes near it, low on the page (docs/rendering.md).
const SecureLinkFields = lazyNear('secure-link', () => import('./secure-link-fields'));

/** "Secure link": the owner of an order is emailed a link to its page. */
export function SecureLinkForm() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
      id="secure-link"
      data-loads-near=""
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t('data.secureLink.title')}
        </Title>
        <Text>{t('data.secureLink.body')}</Text>
        <Suspense fallback={<div className={classes.placeholder} />}>
          <SecureLinkFields headingId={headingId} />
        </Suspense>
      </Stack>
    </Paper>
  );
}
