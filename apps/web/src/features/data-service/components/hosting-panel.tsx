import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { EXTRA_MONTH_PENCE, MAX_HOSTING_MONTHS, penceToPounds, type DataOrderDetail } from '@recircuit/contract';
import { formatDate, formatMoney } from '../../../lib/format';
import { useExtendHosting } from '../api/extend-hosting';

/**
 * How long the archive is hosted: until when, and "Extend hosting" by the months that are left
 * (6 in all at most, £4.99 each), paid through the provider's checkout like the order.
 */
export function HostingPanel({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const [months, setMonths] = useState('1');
  const extend = useExtendHosting(order.orderId);
  const [leaving, setLeaving] = useState(false);
  const canExtend = order.extendableMonths > 0 && (order.status === 'Processing' || order.status === 'Completed');

  const onExtend = async () => {
    try {
      const { checkoutUrl } = await extend.mutateAsync(Number(months));
      setLeaving(true);
      window.location.assign(checkoutUrl);
    } catch {
      // The API client has shown the server's message.
    }
  };
  const busy = extend.isPending || leaving;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-hosting">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="order-hosting">
          {t('data.hosting.title')}
        </Title>
        <Text data-testid="hosting-expiry">
          {order.expiresAt
            ? t(order.status === 'Expired' ? 'data.hosting.ended' : 'data.hosting.until', {
                date: formatDate(order.expiresAt),
              })
            : t('data.hosting.notStarted', { count: order.storageDuration ?? 3 })}
        </Text>
        {order.extensionPending ? (
          <Alert color="blue" w="100%">
            {t('data.hosting.pending')}
          </Alert>
        ) : null}
        {canExtend ? (
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('data.hosting.extraMonths')}
              value={months}
              onChange={(event) => setMonths(event.currentTarget.value)}
              data={Array.from({ length: order.extendableMonths }, (_, index) => {
                const count = index + 1;
                return {
                  value: String(count),
                  label: t('data.hosting.option', {
                    count,
                    price: formatMoney(penceToPounds(count * EXTRA_MONTH_PENCE)),
                  }),
                };
              })}
            />
            <Button onClick={() => void onExtend()} loading={busy} disabled={busy}>
              {t('data.hosting.extend')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('data.hosting.max', { max: MAX_HOSTING_MONTHS })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
