import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DataOrderDetail } from '@recircuit/contract';
import { formatDate } from '../../../lib/format';

/** What happens to the device afterwards: the owner's choice, the return address, and how it ended. */
export function AfterCarePanel({ afterCare }: { afterCare: NonNullable<DataOrderDetail['afterCare']> }) {
  const { t } = useTranslation();
  const address = afterCare.returnAddress;
  const done = afterCare.doneAt
    ? afterCare.choice === 'return'
      ? t('data.afterCare.doneReturn', { date: formatDate(afterCare.doneAt), tracking: afterCare.trackingReference })
      : afterCare.choice === 'collect'
        ? t('data.afterCare.doneCollect', { date: formatDate(afterCare.doneAt) })
        : t('data.afterCare.doneRecycle', {
            date: formatDate(afterCare.doneAt),
            orderNumber: afterCare.recycleOrderNumber,
          })
    : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="after-care-title">
      <Stack gap="xs" data-testid="after-care-panel">
        <Title order={2} size="h3" id="after-care-title">
          {t('data.afterCare.title')}
        </Title>
        <Text fw={700}>{t(`data.afterCare.${afterCare.choice}.name`)}</Text>
        {address ? (
          <Text size="sm">
            {t('data.afterCare.returnTo')}:{' '}
            {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ')}
          </Text>
        ) : null}
        <Text size="sm" c={done ? undefined : 'dimmed'} data-testid="after-care-status">
          {done ?? t('data.afterCare.pending')}
        </Text>
      </Stack>
    </Paper>
  );
}
