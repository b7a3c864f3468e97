import { Group, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import classes from './locations.module.css';

/** The locator before any recycling points have been imported. */
export function NoData() {
  const { t } = useTranslation();
  return (
    <div className={classes.notice} data-testid="locations-no-data">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMapSearch size={28} aria-hidden="true" color="var(--mantine-color-brand-7)" />
        <div>
          <Title order={2} size="h4">
            {t('locations.empty.title')}
          </Title>
          <Text mt="xs">{t('locations.empty.body')}</Text>
          <Text mt="sm" size="sm" c="dimmed">
            {t('locations.empty.hint')}
          </Text>
        </div>
      </Group>
    </div>
  );
}
