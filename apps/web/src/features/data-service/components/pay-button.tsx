import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';

/**
 * Pay: a new checkout from the server, then off to the provider's page. The button stays busy until
 * the page changes. Until the express request to start is ticked (`startNow`) it calls `onBlocked` instead.
 */
export function PayButton({
  orderId,
  price,
  startNow,
  onBlocked,
}: {
  orderId: string;
  price: number;
  startNow: boolean;
  onBlocked: () => void;
}) {
  const { t } = useTranslation();
  const checkout = useStartCheckout();
  const [leaving, setLeaving] = useState(false);
  const onPay = async () => {
    if (!startNow) {
      onBlocked();
      return;
    }
    try {
      const { checkoutUrl } = await checkout.mutateAsync({ orderId, startNow });
      setLeaving(true);
      window.location.assign(checkoutUrl);
    } catch {
      // The API client has shown the server's message.
    }
  };
  const busy = checkout.isPending || leaving;
  return (
    <Button size="md" onClick={() => void onPay()} loading={busy} disabled={busy}>
      {t('data.confirmation.pay', { price: formatMoney(price) })}
    </Button>
  );
}
