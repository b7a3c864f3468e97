import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES, type DataOrderDetail } from '@recircuit/contract';
import { useDataOrder } from '../api/get-data-order';
import { PAYMENT_WAIT_MS, paymentPollInterval, paymentWait } from '../model/payment-wait';
import { HubPanel } from './hub-panel';
import { OrderFacts } from './order-facts';
import { orderPagePath } from './order-links';
import { OrderLoading } from './order-loading';
import { OrderProblem, orderProblemOf } from './order-problem';

/**
 * /pay-success?orderId=: the provider sent the person back, which proves nothing. The order is
 * asked every 1.5 s, for up to two minutes, until its status leaves 'Awaiting payment' and no
 * extension is pending (which only the provider's signed event does); then the paid order.
 */
export function PaymentWaitView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  // Each wait (the first, and each "Keep waiting") lasts PAYMENT_WAIT_MS.
  const [round, setRound] = useState(0);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), PAYMENT_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [round]);
  const order = useDataOrder(orderId, {
    refetchInterval: (query) => paymentPollInterval(query.state.data, late),
  });
  const title = t('data.paySuccess.title');

  if (!orderId) return <OrderProblem title={title} message={DATA_MESSAGES.orderIdMissing} />;
  if (order.isError && !order.data) {
    return <OrderProblem title={title} message={orderProblemOf(order.error)} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <OrderLoading title={title} message={t('data.paySuccess.confirming')} />;

  const wait = paymentWait(order.data, late);
  if (wait === 'waiting') return <OrderLoading title={title} message={t('data.paySuccess.confirming')} />;
  if (wait === 'late') {
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Alert color="orange" title={t('data.paySuccess.lateTitle')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text>{t('data.paySuccess.lateBody')}</Text>
            <Group gap="sm">
              <Button
                variant="light"
                onClick={() => {
                  setLate(false);
                  setRound((value) => value + 1);
                  void order.refetch();
                }}
              >
                {t('data.paySuccess.keepWaiting')}
              </Button>
              <Button component={Link} to={orderPagePath(orderId)} variant="default">
                {t('data.confirmation.openOrder')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <PaidOrder order={order.data} paid={wait === 'confirmed'} />;
}

function PaidOrder({ order, paid }: { order: DataOrderDetail; paid: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(paid ? 'data.paySuccess.paidTitle' : 'data.paySuccess.notPaidTitle')}</Title>
        <Text c="dimmed">{t(paid ? 'data.paySuccess.paidIntro' : 'data.paySuccess.notPaidIntro')}</Text>
      </Stack>
      {paid ? (
        <Alert color="brand" title={t('data.paySuccess.nextTitle')} data-testid="payment-confirmed">
          <Text>
            {order.status === 'Completed' ? t('data.paySuccess.nextCompleted') : t(`data.next.${order.serviceType}`)}
          </Text>
        </Alert>
      ) : null}
      {order.status === 'Awaiting device' ? <HubPanel order={order} /> : null}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <OrderFacts order={order} />
      </Paper>
      <Group>
        <Button component={Link} to={orderPagePath(order.orderId)}>
          {t('data.confirmation.openOrder')}
        </Button>
      </Group>
    </Stack>
  );
}
