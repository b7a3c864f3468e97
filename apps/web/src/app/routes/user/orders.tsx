import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { OrdersList } from '../../../features/orders/components/orders-list';
import { NoOrders } from '../../../features/orders/components/no-orders';
import { UnknownOrdersList } from '../../../features/unknown-device/components/unknown-orders-list';
import { DataOrdersList } from '../../../features/data-service/components/data-orders-list';
import { useSession } from '../../../lib/signed-in-user';

/** /user/orders (My Orders): recycle orders, unknown-device orders and data-service orders, each paged. */
export function Component() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.userOrders.title')}</Title>
      <Tabs defaultValue="recycle" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="recycle">{t('orders.tabs.recycle')}</Tabs.Tab>
          <Tabs.Tab value="unknown">{t('orders.tabs.unknown')}</Tabs.Tab>
          <Tabs.Tab value="data">{t('orders.tabs.data')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recycle" pt="md">
          {session ? <OrdersList userId={session.userId} empty={<NoOrders />} /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="unknown" pt="md">
          <UnknownOrdersList headingLevel={2} />
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="md">
          <DataOrdersList headingLevel={2} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
