import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES, type DataOrderListItem } from '@recircuit/contract';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { formatDate, formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/signed-in-user';
import { useDataOrders } from '../api/get-data-orders';
import { orderPagePath } from './order-links';
import { StatusBadge } from './status-badge';

/** My Orders' "Data service" tab: the owner's retrieval and erasure orders, newest first, in pages. */
export function DataOrdersList({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const session = useSession();
  const orders = useDataOrders(session?.userId ?? '');

  if (!session) return null;
  if (orders.isError && !orders.items) {
    return (
      <Alert color="red" title={t('data.list.failed')}>
        <Button variant="default" size="xs" onClick={() => void orders.refetch()}>
          {t('data.order.retry')}
        </Button>
      </Alert>
    );
  }
  if (!orders.items) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('data.list.loading')}</Text>
      </Group>
    );
  }
  if (!orders.items.length) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="data-orders-empty">
        <Stack align="flex-start" gap="sm">
          <IconShieldLock size={36} stroke={1.6} aria-hidden="true" />
          <Title order={headingLevel} size="h4">
            {t('data.list.emptyTitle')}
          </Title>
          <Text>{t('data.list.emptyBody')}</Text>
          <Button component={Link} to={ROUTES.dataService}>
            {t('data.list.emptyCta')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('data.list.title')}
        data-testid="data-orders"
      >
        {orders.items.map((order) => (
          <DataOrderItem key={order.orderId} order={order} headingLevel={headingLevel} />
        ))}
      </Stack>
      <ShowMoreButton list={orders} />
    </Stack>
  );
}

function DataOrderItem({ order, headingLevel }: { order: DataOrderListItem; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="data-order">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={headingLevel} size="h5">
            {t('data.list.item', { service: t(`data.services.${order.serviceType}`), device: order.deviceName })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('data.list.meta', { orderNumber: order.orderNumber, date: formatDate(order.createdTime) })}
          </Text>
        </Stack>
        <Group gap="sm" align="center">
          <StatusBadge status={order.status} />
          <Text fw={700}>{order.price === 0 ? t('data.price.free') : formatMoney(order.price)}</Text>
          <Button
            component={Link}
            to={orderPagePath(order.orderId)}
            variant="light"
            size="xs"
            aria-label={t('data.list.openLabel', { orderNumber: order.orderNumber })}
          >
            {t('data.list.open')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
