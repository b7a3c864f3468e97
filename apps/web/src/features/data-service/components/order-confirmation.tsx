import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES, type DataOrderDetail } from '@recircuit/contract';
import { useDataOrder } from '../api/get-data-order';
import { OrderFacts } from './order-facts';
import { orderPagePath } from './order-links';
import { HubPanel } from './hub-panel';
import { OrderLoading } from './order-loading';
import { OrderProblem, orderProblemOf } from './order-problem';
import { PayPanel } from './pay-panel';

/**
 * /data-service/confirmation?orderId=: the order's summary, then Pay (an unpaid order) with
 * Cancel beside it, or for a free order straight to Processing and a link to the order page.
 * The payment provider's Cancel also comes back here.
 */
export function OrderConfirmation() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useDataOrder(orderId);
  const title = t('data.confirmation.title');

  if (!orderId) return <OrderProblem title={title} message={DATA_MESSAGES.orderIdMissing} />;
  if (order.isError && !order.data) {
    return <OrderProblem title={title} message={orderProblemOf(order.error)} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <OrderLoading title={title} message={t('data.order.loading')} />;
  return <ConfirmationBody order={order.data} />;
}

function ConfirmationBody({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const unpaid = order.status === 'Awaiting payment';

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('data.confirmation.title')}</Title>
        <Text c="dimmed">{t(unpaid ? 'data.confirmation.introUnpaid' : 'data.confirmation.intro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('data.confirmation.summary')}
          </Title>
          <OrderFacts order={order} />
        </Stack>
      </Paper>
      {unpaid ? (
        <PayPanel order={order} withTitle />
      ) : (
        <Alert
          color={order.status === 'Cancelled' ? 'gray' : 'brand'}
          title={t(
            `data.confirmation.state.${order.status === 'Cancelled' ? 'cancelled' : order.price === 0 ? 'free' : 'paid'}`,
          )}
        >
          <Text>
            {order.status === 'Cancelled' ? t('data.confirmation.cancelledBody') : t(`data.next.${order.serviceType}`)}
          </Text>
        </Alert>
      )}
      {order.status === 'Awaiting device' ? <HubPanel order={order} /> : null}
      <Group>
        <Button component={Link} to={orderPagePath(order.orderId)} variant={unpaid ? 'default' : 'filled'}>
          {t('data.confirmation.openOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
