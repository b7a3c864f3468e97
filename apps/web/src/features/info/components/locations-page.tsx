import { Alert, Container, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCATIONS_CLAIM } from '@recircuit/contract';
import { LocationSearch } from './location-search';
import classes from './info.module.css';
import { formatNumber } from '../../../lib/format';

/** /locations?q=: the search box, prefilled; the results arrive with the locations release. */
export function LocationsPage({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('info.locations.title')}</Title>
      <Text className={classes.lead} mt="md" mb="lg">
        {t('info.locations.lead', { count: formatNumber(LOCATIONS_CLAIM) })}
      </Text>
      {/* A new query remounts the box, so it shows what was searched. */}
      <LocationSearch key={query} initialQuery={query} />
      {query ? (
        <Alert
          mt="xl"
          variant="light"
          color="brand"
          icon={<IconInfoCircle aria-hidden="true" />}
          title={t('info.locations.query', { query })}
        >
          <Text data-testid="locations-soon">{t('info.locations.soon')}</Text>
        </Alert>
      ) : (
        <Text mt="xl" c="dimmed">
          {t('info.locations.prompt')}
        </Text>
      )}
    </Container>
  );
}
