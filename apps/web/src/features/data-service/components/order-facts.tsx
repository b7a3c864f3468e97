import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataOrderDetail } from '@recircuit/contract';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { StatusBadge } from './status-badge';

/**
 * A data order's fields: order number, device, data type, size, storage duration (retrieval)
 * or erasure level, price, created time and status.
 */
export function OrderFacts({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const rows: { label: string; value: React.ReactNode; testId?: string }[] = [
    { label: t('data.fields.orderNumber'), value: order.orderNumber, testId: 'order-number' },
    { label: t('data.fields.service'), value: t(`data.services.${order.serviceType}`) },
    { label: t('data.fields.device'), value: `${order.deviceName} (${t(`data.deviceTypes.${order.deviceType}`)})` },
  ];
  if (order.serviceType === 'retrieval') {
    rows.push(
      { label: t('data.fields.dataType'), value: order.dataType ? t(`data.dataTypes.${order.dataType}`) : '—' },
      {
        label: t('data.fields.dataSize'),
        value:
          order.dataSize !== null
            ? t('data.units.size', { size: formatNumber(order.dataSize, { maximumFractionDigits: 2 }) })
            : '—',
      },
      {
        label: t('data.fields.storageDuration'),
        value: order.storageDuration !== null ? t('data.units.months', { count: order.storageDuration }) : '—',
      },
    );
  } else {
    rows.push({
      label: t('data.fields.eraseLevel'),
      value: order.eraseLevel ? t(`data.levels.${order.eraseLevel}.name`) : '—',
    });
  }
  rows.push(
    {
      label: t('data.fields.price'),
      value: order.price === 0 ? t('data.price.free') : formatMoney(order.price),
      testId: 'order-price',
    },
    { label: t('data.fields.createdTime'), value: formatDateTime(order.createdTime) },
    { label: t('data.fields.status'), value: <StatusBadge status={order.status} /> },
  );
  // The owner's express request to start within the cancellation period, as the server keeps it.
  if (order.startRequestedAt) {
    rows.push({ label: t('data.fields.startRequested'), value: formatDateTime(order.startRequestedAt) });
  }

  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
      {rows.map(({ label, value, testId }) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} data-testid={testId}>
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
