import type { ReactNode } from 'react';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES, modelDisplayName } from '@recircuit/contract';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useOrders } from '../api/get-orders';
import { formatDate, formatMoney } from '../../../lib/format';
import { statusOf } from '../model/order-words';

/** The owner's recycle orders with status, price and date; each opens its detail. */
export function OrdersList({ userId, empty }: { userId: string; empty: ReactNode }) {
  const { t } = useTranslation();
  const orders = useOrders(userId);
  useLoadingWhile(orders.isLoading);

  if (orders.isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('orders.list.failed')}</Text>
        <Button variant="light" onClick={() => void orders.refetch()}>
          {t('orders.detail.retry')}
        </Button>
      </Stack>
    );
  }
  if (!orders.items) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!orders.items.length) return <>{empty}</>;

  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="orders-list">
        {orders.items.map((order) => {
          const href = `${ROUTES.deviceInfo}?${new URLSearchParams({ userId, deviceId: order.deviceId }).toString()}`;
          return (
            <Paper component="li" key={order.orderId} withBorder radius="lg" p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={2}>
                  <Text fw={700}>{modelDisplayName(order.brand, order.deviceName)}</Text>
                  <Text size="sm" c="dimmed">
                    {t('orders.list.meta', {
                      orderNumber: order.orderNumber,
                      classification: t(`orders.classification.${order.classification}`),
                      date: formatDate(order.createdAt),
                    })}
                  </Text>
                </Stack>
                <Group gap="sm" align="center">
                  <Badge variant="light">{statusOf(t, order.status)}</Badge>
                  <Text fw={700}>
                    {order.classification === 'donate'
                      ? t('orders.list.donation')
                      : order.price !== null
                        ? formatMoney(order.price)
                        : t('orders.list.noPrice')}
                  </Text>
                  <Button
                    component={Link}
                    to={href}
                    variant="light"
                    size="xs"
                    aria-label={t('orders.list.openLabel', { orderNumber: order.orderNumber })}
                  >
                    {t('orders.list.open')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          );
        })}
      </Stack>
      <ShowMoreButton list={orders} />
    </Stack>
  );
}
