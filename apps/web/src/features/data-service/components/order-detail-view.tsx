import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES, type DataOrderDetail } from '@recircuit/contract';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useDataOrder } from '../api/get-data-order';
import { AfterCarePanel } from './after-care-panel';
import { ArchivePanel } from './archive-panel';
import { CertificatePanel } from './certificate-panel';
import { EmailLinkButton } from './email-link-button';
import { HostingPanel } from './hosting-panel';
import { HubPanel } from './hub-panel';
import { OrderFacts } from './order-facts';
import { OrderLoading } from './order-loading';
import { OrderProblem, orderProblemOf } from './order-problem';
import { OrderTimeline } from './order-timeline';
import { PayPanel } from './pay-panel';

/**
 * /mobile-order-detail?orderId=: the data order's fields, its timeline, and what it offers in
 * its state: Pay or Cancel while unpaid, hosting and "Retrieve My Data" with the download log
 * for a retrieval, the certificate for a certified erasure.
 */
export function OrderDetailView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const order = useDataOrder(orderId);
  useLoadingWhile(order.isLoading);
  const title = t('data.order.title');

  if (!orderId) return <OrderProblem title={title} message={DATA_MESSAGES.orderIdMissing} />;
  if (order.isError && !order.data) {
    return <OrderProblem title={title} message={orderProblemOf(order.error)} onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <OrderLoading title={title} message={t('data.order.loading')} />;
  return <OrderDetailBody order={order.data} />;
}

function OrderDetailBody({ order }: { order: DataOrderDetail }) {
  const { t } = useTranslation();
  const unpaid = order.status === 'Awaiting payment';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t('data.order.heading', { orderNumber: order.orderNumber })}</Title>
          <Text c="dimmed">{t(`data.services.${order.serviceType}`)}</Text>
        </Stack>
        {order.isOwner ? <EmailLinkButton orderNumber={order.orderNumber} /> : null}
      </Group>

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <OrderFacts order={order} />
      </Paper>

      {unpaid && order.isOwner ? <PayPanel order={order} /> : null}

      {/* Where the device goes: while it is awaited, and once it arrived, until the order is over. */}
      {order.status === 'Awaiting device' || order.status === 'Processing' ? <HubPanel order={order} /> : null}

      {order.afterCare && order.status !== 'Cancelled' ? (
        <AfterCarePanel order={{ ...order, afterCare: order.afterCare }} />
      ) : null}

      {order.serviceType === 'retrieval' && order.status !== 'Awaiting payment' && order.status !== 'Cancelled' ? (
        <>
          <ArchivePanel order={order} />
          <HostingPanel order={order} />
        </>
      ) : null}

      {order.certificateCode ? <CertificatePanel code={order.certificateCode} pdfUrl={order.certificateUrl} /> : null}

      <OrderTimeline history={order.history} />
    </Stack>
  );
}
