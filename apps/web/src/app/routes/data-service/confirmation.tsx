import { Container } from '@mantine/core';
import { AuthGuard } from '../../../features/auth/components/auth-guard';
import { OrderConfirmation } from '../../../features/data-service/components/order-confirmation';

/** /data-service/confirmation?orderId=: the new order, then Pay or Cancel (the owner's only). */
export function Component() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <AuthGuard>
        <OrderConfirmation />
      </AuthGuard>
    </Container>
  );
}
