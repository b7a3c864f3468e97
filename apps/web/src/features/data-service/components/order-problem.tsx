import { useEffect } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES, ROUTES } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** Which of the order page's messages a failure gets: 404 is 'Order data not found'. */
export function orderProblemOf(error: unknown): string {
  return isApiError(error) && error.status === 404 ? DATA_MESSAGES.orderDataNotFound : DATA_MESSAGES.failedOrderDetails;
}

/**
 * Why an order cannot be shown (no orderId, not found, a failure), toasted once and said on the
 * page. `message` is the contract's en-GB words: the page shows them in its language.
 */
export function OrderProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(message, { id: `data-order:${message}` });
  }, [message]);
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{title}</Title>
      <Alert color="red" title={words(message)} role="alert" w="100%">
        <Stack gap="sm" align="flex-start">
          {onRetry ? (
            <Button variant="light" color="red" onClick={onRetry}>
              {t('data.order.retry')}
            </Button>
          ) : null}
          <Button component={Link} to={ROUTES.userOrders} variant="default">
            {t('data.order.myOrders')}
          </Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
