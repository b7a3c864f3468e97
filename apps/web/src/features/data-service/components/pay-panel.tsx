import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataOrderDetail } from '@recircuit/contract';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PayButton } from './pay-button';
import { StartNowConsent } from './start-now-consent';

/**
 * An unpaid order's owner: the request to start now (the server takes no checkout without it),
 * Pay, and Cancel beside it. On the confirmation page and on the order page alike.
 */
export function PayPanel({ order, withTitle = false }: { order: DataOrderDetail; withTitle?: boolean }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [startNow, setStartNow] = useState(false);
  const [triedToPay, setTriedToPay] = useState(false);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        {withTitle ? (
          <Title order={2} size="h3">
            {t('data.confirmation.payTitle')}
          </Title>
        ) : null}
        <Text>{t('data.confirmation.payBody')}</Text>
        <StartNowConsent checked={startNow} onChange={setStartNow} showError={triedToPay} />
        <Group gap="sm">
          <PayButton
            orderId={order.orderId}
            price={order.price}
            startNow={startNow}
            onBlocked={() => setTriedToPay(true)}
          />
          <Button variant="outline" color="red" size="md" onClick={() => setAsking(true)}>
            {t('data.cancel.start')}
          </Button>
        </Group>
      </Stack>
      <CancelOrderDialog orderId={order.orderId} opened={asking} onClose={() => setAsking(false)} />
    </Paper>
  );
}
