import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useCancelOrder } from '../api/cancel-order';
import type { OrderDetailKey } from '../api/get-order-detail';

/** The owner may cancel while the order is Submitted; a second, explicit click guards against slips. */
export function CancelOrderPanel({ orderId, orderKey }: { orderId: string; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(orderKey);

  const onCancel = async () => {
    try {
      const answer = await cancel.mutateAsync(orderId);
      toast.success(answer.message || CATALOGUE_MESSAGES.orderCancelled);
    } catch {
      // The API client has shown the server's message ('This order can no longer be cancelled').
      setAsking(false);
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.cancel.title')}
        </Title>
        <Text>{asking ? t('orders.cancel.question') : t('orders.cancel.body')}</Text>
        {asking ? (
          <Group gap="sm">
            <Button color="red" onClick={() => void onCancel()} loading={cancel.isPending} disabled={cancel.isPending}>
              {t('orders.cancel.confirm')}
            </Button>
            <Button variant="default" onClick={() => setAsking(false)} disabled={cancel.isPending}>
              {t('orders.cancel.keep')}
            </Button>
          </Group>
        ) : (
          <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
            {t('orders.cancel.start')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
