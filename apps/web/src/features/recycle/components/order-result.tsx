import '../../../lib/mantine-css/UnstyledButton.css';
import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Loader.css';
import '../../../lib/mantine-css/CloseButton.css';
import '../../../lib/mantine-css/Group.css';
import '../../../lib/mantine-css/Alert.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Badge.css';
import '../../../lib/mantine-css/Button.css';
import '../../../lib/mantine-css/List.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, VOUCHER_PERCENT } from '@recircuit/contract';
import { deviceStore } from '../model/device-data';
import { DeviceSummary } from './device-summary';
import { PartnerOffers } from './partner-offers';
import { QrCard } from './qr-card';
import { SpecialistList } from './specialist-list';
import { formatMoney } from '../../../lib/format';
import { statusOf } from '../model/recycle-words';

export type ResultKind = 'recycle' | 'current' | 'rare';

/**
 * /recycle/result, /recycle/current-result and /recycle/rare-result: the order number, its
 * status, the QR code to hand the device in, and what happens next.
 */
export function OrderResult({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const [order] = useState(() => deviceStore.lastOrder());

  if (!order) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('recycle.result.noneTitle')}</Title>
        <Text>{t('recycle.result.noneBody')}</Text>
        <Group>
          <Button component={Link} to={ROUTES.recycleNow}>
            {t('recycle.result.recycleAnother')}
          </Button>
          <Button component={Link} to={ROUTES.userOrders} variant="default">
            {t('recycle.result.myOrders')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const steps = t(`recycle.result.steps.${kind}`, { returnObjects: true }) as string[];
  return (
    <Stack gap="lg">
      <Alert color="brand" icon={<IconCircleCheck aria-hidden="true" />} title={t('recycle.result.title')}>
        {t('recycle.result.body')}
      </Alert>
      <Title order={1}>{t('recycle.result.heading', { orderNumber: order.orderNumber })}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <DeviceSummary
          rows={[
            { label: t('recycle.result.orderNumber'), value: order.orderNumber },
            { label: t('recycle.result.device'), value: order.deviceLabel },
            { label: t('recycle.result.status'), value: statusOf(t, order.status) },
            ...(order.price !== null ? [{ label: t('recycle.result.price'), value: formatMoney(order.price) }] : []),
            ...(order.voucherCode
              ? [
                  {
                    label: t('recycle.result.voucher', { percent: VOUCHER_PERCENT }),
                    value: order.voucherCode,
                  },
                ]
              : []),
          ]}
        />
        <Badge mt="sm" variant="light" data-testid="order-status">
          {statusOf(t, order.status)}
        </Badge>
      </Paper>

      <QrCard userId={order.userId} deviceId={order.deviceId} orderNumber={order.orderNumber} />

      {kind === 'current' ? <PartnerOffers offers={order.partnerOffers ?? []} /> : null}
      {kind === 'rare' ? <SpecialistList /> : null}

      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t('recycle.result.nextTitle')}
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
          to={`${ROUTES.deviceInfo}?${new URLSearchParams({ userId: order.userId, deviceId: order.deviceId }).toString()}`}
        >
          {t('recycle.result.viewOrder')}
        </Button>
        <Button component={Link} to={ROUTES.userOrders} variant="default">
          {t('recycle.result.myOrders')}
        </Button>
      </Group>
    </Stack>
  );
}
