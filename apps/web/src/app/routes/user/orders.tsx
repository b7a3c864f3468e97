import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NoOrders } from '../../../features/orders/components/no-orders';

/** /user/orders: an empty state until the orders issue lists them. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.userOrders.title')}</Title>
      <NoOrders />
    </Stack>
  );
}
