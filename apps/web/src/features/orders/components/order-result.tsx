import { Alert, Badge, Button, Center, Group, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES, VOUCHER_PERCENT, modelDisplayName, type DeviceOrderKind, type OrderDetail } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/signed-in-user';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useOrderDetail } from '../api/get-order-detail';
import { statusOf } from '../model/order-words';
import { HandInCard, PaymentCard } from './hand-in-card';
import classes from './orders.module.css';

/**
 * /recycle/result, current-result, rare-result and donate-result: the order just placed, loaded from the server by
 * the device id in the address (so it works in a new tab or session once signed in): its QR and slip, the chosen
 * place (or the hub and its postage label), the quote and its expiry, how the owner is paid, and what happens next.
 */
export function OrderResult({ kind }: { kind: DeviceOrderKind }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const deviceId = params.get('deviceId') ?? '';
  const detail = useOrderDetail({ userId: session?.userId ?? '', deviceId });
  useLoadingWhile(detail.isFetching && !detail.data);

  if (!session && deviceId) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('orders.result.signInTitle')}</Title>
        <Text>{t('orders.result.signInBody')}</Text>
        <Button onClick={() => dialogs.open('login', { returnTo: `${location.pathname}${location.search}` })}>
          {t('orders.result.signIn')}
        </Button>
      </Stack>
    );
  }
  if (!deviceId || detail.isError) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('orders.result.noneTitle')}</Title>
        <Text>{t('orders.result.noneBody')}</Text>
        <Group>
          <Button component={Link} to={ROUTES.recycleNow}>
            {t('orders.result.recycleAnother')}
          </Button>
          <Button component={Link} to={ROUTES.userOrders} variant="default">
            {t('orders.result.myOrders')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (!detail.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <ResultBody order={detail.data} kind={kind} userId={session?.userId ?? ''} />;
}

function ResultBody({ order, kind, userId }: { order: OrderDetail; kind: DeviceOrderKind; userId: string }) {
  const { t } = useTranslation();
  // Sent by post, the device goes to the hub with its label instead of a place with the QR.
  const steps = t(order.byPost ? `orders.result.postSteps.${kind}` : `orders.result.steps.${kind}`, {
    returnObjects: true,
    name: order.place?.name ?? '',
  }) as string[];
  const rows = [
    { label: t('orders.fields.orderNumber'), value: order.orderNumber },
    { label: t('orders.result.device'), value: modelDisplayName(order.brand, order.deviceName) },
    { label: t('orders.result.status'), value: statusOf(t, order.status) },
    ...(order.classification !== 'donate' && order.price !== null
      ? [{ label: t('orders.result.price'), value: formatMoney(order.price) }]
      : []),
    ...(order.offer !== null && order.place
      ? [{ label: t('orders.fields.offer', { name: order.place.name }), value: formatMoney(order.offer) }]
      : []),
    ...(order.voucherCode
      ? [
          {
            label: t('orders.result.voucher', { percent: order.voucherPercent ?? VOUCHER_PERCENT }),
            value: order.voucherCode,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <Alert color="brand" icon={<IconCircleCheck aria-hidden="true" />} title={t('orders.result.title')}>
        {t('orders.result.emailed')}
      </Alert>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1}>{t('orders.detail.heading', { orderNumber: order.orderNumber })}</Title>
        <Badge size="lg" variant="light" data-testid="order-status">
          {statusOf(t, order.status)}
        </Badge>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <dl className={classes.fields} data-testid="order-fields">
          {rows.map((row) => (
            <div key={row.label} className={classes.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </Paper>

      <HandInCard order={order} />
      <PaymentCard order={order} />

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('orders.result.nextTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            {steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>

      <Group>
        <Button
          component={Link}
          to={`${ROUTES.deviceInfo}?${new URLSearchParams({ userId, deviceId: order.deviceId }).toString()}`}
        >
          {t('orders.result.viewOrder')}
        </Button>
        <Button component={Link} to={ROUTES.userOrders} variant="default">
          {t('orders.result.myOrders')}
        </Button>
      </Group>
    </Stack>
  );
}
