import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useAdminOrder, type OrderPageKind } from '../../../features/admin/api/get-order';
import { DataOrderView } from '../../../features/admin/components/data-order-view';
import { DeviceOrderView } from '../../../features/admin/components/device-order-view';
import { UnknownOrderView } from '../../../features/admin/components/unknown-order-view';
import { isOrderKind } from '../../../features/admin/model/queue-params';
import { ConsoleHead } from './console-head';
import ConsoleNotFound from './not-found';

function OrderPage<K extends OrderPageKind>({ kind, orderId }: { kind: K; orderId: string }) {
  const { t } = useTranslation();
  const query = useAdminOrder(kind, orderId);
  if (query.isError) return <ConsoleNotFound message={t('admin.order.notFound')} />;
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const order = query.data;
  return (
    <>
      <ConsoleHead title={t('admin.order.title', { number: order.orderNumber })} />
      {order.kind === 'device' && <DeviceOrderView order={order} />}
      {order.kind === 'unknown' && <UnknownOrderView order={order} />}
      {order.kind === 'data' && <DataOrderView order={order} />}
    </>
  );
}

/** /admin/orders/{kind}/{orderId}: one order with its owner, timeline and next step. */
export default function OrderRoute() {
  const { kind, orderId } = useParams();
  if (!isOrderKind(kind) || !orderId) return <ConsoleNotFound />;
  return <OrderPage key={`${kind}/${orderId}`} kind={kind} orderId={orderId} />;
}
