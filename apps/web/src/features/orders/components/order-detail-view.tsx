import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CATALOGUE_MESSAGES, COMMISSION_RATE, VOUCHER_PERCENT, type OrderDetail } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useActivateVoucher } from '../api/activate-voucher';
import { useOrderDetail, type OrderDetailKey } from '../api/get-order-detail';
import { BankDetailsPanel } from './bank-details-panel';
import { CancelOrderPanel } from './cancel-order-panel';
import { ConditionAnswers } from './condition-answers';
import { HandInCard, PaymentCard } from './hand-in-card';
import { HandoverChecklist } from './handover-checklist';
import { RevisedOfferPanel } from './revised-offer-panel';
import { StaffHandInPanel } from './staff-hand-in-panel';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { isSale } from '../model/hand-in';
import { catalogueTypeOf, gradeOf, statusOf } from '../model/order-words';
import classes from './orders.module.css';

/**
 * /device-info: every field of a device order, where it is handed in (the QR and slip for the owner), how the owner
 * is paid and what the counter found, the voucher, the commission line, the status history (with the partner that
 * took the device in), for a device sent by post the owner's bank details and answer to a revised offer, and the
 * hand-in for staff only: the QR code's token shows the order, it does not confirm it.
 */
export function OrderDetailView({ orderKey }: { orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const detail = useOrderDetail(orderKey);
  useLoadingWhile(detail.isFetching && !detail.data);

  if (!orderKey.userId || !orderKey.deviceId || detail.isError) {
    return (
      <FailedOrder
        onRetry={orderKey.userId && orderKey.deviceId ? () => void detail.refetch() : undefined}
        retrying={detail.isFetching}
      />
    );
  }
  if (!detail.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <OrderDetailBody order={detail.data} orderKey={orderKey} />;
}

function FailedOrder({ onRetry, retrying }: { onRetry?: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('orders.detail.title')}</Title>
      <Alert color="red" title={words(CATALOGUE_MESSAGES.failedOrder)} role="alert" w="100%">
        <Stack gap="sm" align="flex-start">
          <Text>{t('orders.detail.failedBody')}</Text>
          {onRetry ? (
            <Button variant="light" color="red" onClick={onRetry} loading={retrying}>
              {t('orders.detail.retry')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    </Stack>
  );
}

function OrderDetailBody({ order, orderKey }: { order: OrderDetail; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const activate = useActivateVoucher(orderKey);

  const onActivate = async () => {
    try {
      const answer = await activate.mutateAsync(order.orderId);
      toast.success(answer.message || CATALOGUE_MESSAGES.voucherActivated);
    } catch {
      // The API client has shown the server's message.
    }
  };

  const rows: { label: string; value: string }[] = [
    { label: t('orders.fields.orderNumber'), value: order.orderNumber },
    { label: t('orders.fields.classification'), value: t(`orders.classification.${order.classification}`) },
    { label: t('orders.fields.firstName'), value: order.firstName },
    { label: t('orders.fields.lastName'), value: order.lastName },
    ...(order.username !== null ? [{ label: t('orders.fields.username'), value: order.username }] : []),
    ...(order.email !== null ? [{ label: t('orders.fields.email'), value: order.email }] : []),
    { label: t('orders.fields.type'), value: catalogueTypeOf(t, order.type) },
    { label: t('orders.fields.brand'), value: order.brand },
    { label: t('orders.fields.deviceName'), value: order.deviceName },
    ...(order.color ? [{ label: t('orders.fields.color'), value: order.color }] : []),
    ...(order.storage !== null
      ? [{ label: t('orders.fields.storage'), value: t('orders.gb', { size: order.storage }) }]
      : []),
    { label: t('orders.fields.grade'), value: gradeOf(t, order.grade) },
    ...(order.year ? [{ label: t('orders.fields.year'), value: String(order.year) }] : []),
    ...(order.description ? [{ label: t('orders.fields.description'), value: order.description }] : []),
    {
      label: t('orders.fields.price'),
      value:
        order.classification === 'donate'
          ? t('orders.detail.donationNoPrice')
          : order.price !== null
            ? formatMoney(order.price)
            : t('orders.detail.valuedBySpecialist'),
    },
    ...(order.offer !== null && order.place
      ? [{ label: t('orders.fields.offer', { name: order.place.name }), value: formatMoney(order.offer) }]
      : []),
    ...(order.quoteValidUntil
      ? [{ label: t('orders.fields.quoteValidUntil'), value: formatDate(order.quoteValidUntil) }]
      : []),
    { label: t('orders.fields.createdAt'), value: formatDateTime(order.createdAt) },
  ];

  return (
    <Stack gap="lg">
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
        {order.commission !== null && order.paid === null && order.status !== 'Cancelled' ? (
          <Text size="sm" c="dimmed" mt="md" data-testid="commission-line">
            {t('orders.detail.commission', {
              percent: Math.round(COMMISSION_RATE * 100),
              amount: formatMoney(order.commission),
            })}
          </Text>
        ) : null}
      </Paper>

      {order.condition ? <ConditionAnswers condition={order.condition} /> : null}

      <HandInCard order={order} />
      {order.byPost && order.awaitingDecision ? <RevisedOfferPanel order={order} orderKey={orderKey} /> : null}
      {order.status !== 'Cancelled' ? <HandoverChecklist order={order} orderKey={orderKey} /> : null}
      <PaymentCard order={order} />
      {order.byPost && isSale(order) ? <BankDetailsPanel order={order} orderKey={orderKey} /> : null}

      {order.voucherCode && order.status !== 'Cancelled' ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="voucher">
          <Stack gap="xs" align="flex-start">
            <Title order={2} size="h3">
              {t('orders.voucher.title')}
            </Title>
            <Text>
              {t('orders.voucher.code')}{' '}
              <Text span fw={700} ff="monospace">
                {order.voucherCode}
              </Text>
            </Text>
            <Text fw={600} data-testid="voucher-status">
              {order.voucherStatus === 'activated'
                ? t('orders.voucher.activated')
                : t('orders.voucher.available', { percent: order.voucherPercent ?? VOUCHER_PERCENT })}
            </Text>
            {order.isOwner && order.voucherStatus === 'available' ? (
              <Button onClick={() => void onActivate()} loading={activate.isPending} disabled={activate.isPending}>
                {t('orders.voucher.activate')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('orders.history.title')}
          </Title>
          <Timeline active={order.history.length - 1} bulletSize={16} lineWidth={2}>
            {order.history.map((step) => (
              <Timeline.Item key={`${step.status}-${step.at}`} title={statusOf(t, step.status)}>
                <Text size="sm" c="dimmed">
                  {step.partner ? `${formatDateTime(step.at)} · ${step.partner.name}` : formatDateTime(step.at)}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Stack>
      </Paper>

      {/* A device sent by post is handed in when staff record its arrival, in the console. */}
      {order.canConfirm && order.status === 'Submitted' && !order.byPost ? (
        <StaffHandInPanel order={order} orderKey={orderKey} />
      ) : null}

      {order.isOwner && order.status === 'Submitted' ? (
        <CancelOrderPanel orderId={order.orderId} orderKey={orderKey} />
      ) : null}
    </Stack>
  );
}
