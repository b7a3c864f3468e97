import { Container } from '@mantine/core';
import { AuthGuard } from '../../features/auth/components/auth-guard';
import { PaymentWaitView } from '../../features/data-service/components/payment-wait-view';

/** /pay-success?orderId=: waits for the provider's confirmation of the payment. */
export function Component() {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <AuthGuard>
        <PaymentWaitView />
      </AuthGuard>
    </Container>
  );
}
