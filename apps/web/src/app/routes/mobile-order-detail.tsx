import { Container } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { BackLink } from '../../components/ui/back-link';
import { AuthGuard } from '../../features/auth/components/auth-guard';
import { OrderDetailView } from '../../features/data-service/components/order-detail-view';

/** /mobile-order-detail?orderId=: a data-service order, for its signed-in owner, with a way back to My Orders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <BackLink to={ROUTES.userOrders} label={t('data.backToOrders')} />
      <AuthGuard>
        <OrderDetailView />
      </AuthGuard>
    </Container>
  );
}
