import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { LocationAccepts, LocationSearchResult } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { isSearchRefusal } from '../api/search-locations';
import { WIDER_RADII } from '../model/search-params';
import classes from './locations.module.css';

// The locator's answers other than a list: nothing near, a refused or failed search, no data yet.

export function NothingNear({
  answer,
  radius,
  accepts,
  onWider,
  onClearFilters,
}: {
  answer: LocationSearchResult;
  radius: number;
  accepts: LocationAccepts[];
  onWider: (radius: number) => void;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const wider = WIDER_RADII.filter((miles) => miles > radius);
  return (
    <div className={classes.notice} data-testid="locations-none">
      <Title order={2} size="h4">
        {t('locations.none.title', {
          radius: t('locations.miles', { count: radius, distance: formatNumber(radius) }),
          place: answer.origin.label,
        })}
      </Title>
      {wider.length > 0 || accepts.length > 0 ? (
        <>
          <Text mt="xs">{t('locations.none.body')}</Text>
          <Group gap="sm" mt="sm">
            {wider.map((miles) => (
              <Button key={miles} variant="light" onClick={() => onWider(miles)}>
                {t('locations.none.wider', { count: miles })}
              </Button>
            ))}
            {accepts.length > 0 ? (
              <Button variant="default" onClick={onClearFilters}>
                {t('locations.none.clearFilters')}
              </Button>
            ) : null}
          </Group>
        </>
      ) : (
        <Text mt="xs">{t('locations.none.farthest')}</Text>
      )}
    </div>
  );
}

/**
 * A refused search says why in the server's words; below them, what to do. A 404 that names the
 * field is a place the locator does not cover (Northern Ireland), not one it could not find.
 */
export function SearchProblem({
  error,
  byPosition = false,
  onRetry,
}: {
  error: Error;
  byPosition?: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isSearchRefusal(error) && isApiError(error)) {
    const notFound = error.status === 404;
    const notCovered = notFound && error.fieldErrors.length > 0;
    const hint = notCovered
      ? t('locations.northernIreland.hint')
      : byPosition
        ? t('locations.positionProblem.hint')
        : t(notFound ? 'locations.notFound.hint' : 'locations.invalid.hint');
    return (
      <Alert
        mt="md"
        color="red"
        variant="light"
        classNames={{ title: classes.problemTitle }}
        icon={<IconAlertCircle aria-hidden="true" />}
        title={error.serverMessage ?? words(error.message)}
        data-testid={notCovered ? 'locations-not-covered' : notFound ? 'locations-not-found' : 'locations-invalid'}
      >
        {hint}
      </Alert>
    );
  }
  return (
    <Alert
      mt="md"
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden="true" />}
      title={t('locations.failed.title')}
      classNames={{ title: classes.problemTitle }}
      data-testid="locations-failed"
    >
      <Button mt="xs" variant="light" color="red" onClick={onRetry}>
        {t('locations.failed.retry')}
      </Button>
    </Alert>
  );
}
