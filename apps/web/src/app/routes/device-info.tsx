import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { BackLink } from '../../components/ui/back-link';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';

/**
 * /device-info?userId=&deviceId=[&t=]: a device order. Opened from My Orders it sits in the site's
 * frame with a way back; opened from its QR code (`t`, the counter's scan) it stands alone, without
 * header and footer (the route's `framelessWith`).
 */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('t');
  return (
    <Container size="md" py="xl">
      {token ? null : <BackLink to={ROUTES.userOrders} label={t('orders.backToOrders')} />}
      <OrderDetailView
        orderKey={{ userId: params.get('userId') ?? '', deviceId: params.get('deviceId') ?? '', t: token }}
      />
    </Container>
  );
}
