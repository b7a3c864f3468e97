import '../../lib/mantine-css/Container.css';
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { OrderDetailView } from '../../features/orders/components/order-detail-view';

/** /device-info?userId=&deviceId=[&t=]: a device order, opened from My Orders or a QR code (no header or footer). */
export function Component() {
  const [params] = useSearchParams();
  return (
    <Container size="md" py="xl">
      <OrderDetailView
        orderKey={{ userId: params.get('userId') ?? '', deviceId: params.get('deviceId') ?? '', t: params.get('t') }}
      />
    </Container>
  );
}
