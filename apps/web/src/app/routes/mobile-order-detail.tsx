import '../../lib/mantine-css/Container.css';
import { Container } from '@mantine/core';
import { AuthGuard } from '../../features/auth/components/auth-guard';
import { OrderDetailView } from '../../features/data-service/components/order-detail-view';

/** /mobile-order-detail?orderId=: a data-service order, for its signed-in owner. */
export function Component() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <AuthGuard>
        <OrderDetailView />
      </AuthGuard>
    </Container>
  );
}
