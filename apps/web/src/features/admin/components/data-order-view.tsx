import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import type { AdminDataOrder } from '@recircuit/contract';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useReceiveDataOrder } from '../api/receive-data-order';
import { useStartDataOrder } from '../api/start-data-order';
import { dataDeviceTypeOf, dataTypeOf, statusOf } from '../model/admin-words';
import { formatBytes } from '../model/bytes';
import { nextDataAction } from '../model/next-action';
import { ActionCard } from './action-card';
import { ArchiveUpload } from './archive-upload';
import { CertificateCorrectionForm } from './certificate-correction-form';
import { DeviceJourneyStep } from './device-journey-step';
import { ErasureForm } from './erasure-form';
import { FactList } from './fact-list';
import { OrderLayout } from './order-layout';
import { OwnerCard } from './owner-card';
import { StaffTimeline } from './staff-timeline';
import { useSingleFlight } from './use-single-flight';

/** The owner's choice for the device and how it ended (docs/operations.md, "The data hub"). */
function afterCareFacts(t: TFunction, order: AdminDataOrder) {
  const care = order.afterCare;
  if (!care) return [{ label: t('admin.data.afterCare'), value: t('admin.data.notChosen') }];
  const address = care.returnAddress;
  return [
    { label: t('admin.data.afterCare'), value: t(`admin.data.afterCareChoices.${care.choice}`) },
    ...(address
      ? [
          {
            label: t('admin.data.returnAddress'),
            value: [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', '),
          },
        ]
      : []),
    ...(care.trackingReference ? [{ label: t('admin.data.tracking'), value: care.trackingReference }] : []),
    ...(care.recycleOrderNumber
      ? [
          {
            label: t('admin.data.recycleOrder'),
            value: <span data-testid="recycle-order-number">{care.recycleOrderNumber}</span>,
          },
        ]
      : []),
    ...(care.doneAt ? [{ label: t('admin.data.afterCareDone'), value: formatDateTime(care.doneAt) }] : []),
  ];
}

function DataNextStep({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const start = useStartDataOrder();
  const receive = useReceiveDataOrder();
  const action = nextDataAction(order);
  const startWork = useSingleFlight(async () => {
    await start.mutateAsync(order.orderId);
    toast.success(t('admin.data.started'));
  });
  const received = useSingleFlight(async () => {
    await receive.mutateAsync(order.orderId);
    toast.success(t('admin.data.received'));
  });
  return (
    <ActionCard>
      {action.type === 'receive' && (
        <>
          <Text size="sm" mb="sm">
            {t('admin.data.receiveHint')}
          </Text>
          <Button loading={receive.isPending} data-testid="next-action" fullWidth onClick={received}>
            {t('admin.data.receive')}
          </Button>
        </>
      )}
      {action.type === 'start' && (
        <Button loading={start.isPending} data-testid="next-action" fullWidth onClick={startWork}>
          {t('admin.data.start')}
        </Button>
      )}
      {action.type === 'archive' && <ArchiveUpload order={order} />}
      {action.type === 'erasure' && <ErasureForm order={order} />}
      {action.type === 'correct' && <CertificateCorrectionForm order={order} />}
      {(action.type === 'dispatch' || action.type === 'collected' || action.type === 'recycled') && (
        <Stack gap="lg">
          <DeviceJourneyStep order={order} step={action.type} />
          {/* An admin's certificate correction does not wait for the device to go back. */}
          {order.actions.includes('correct') && <CertificateCorrectionForm order={order} />}
        </Stack>
      )}
      {action.type === 'none' && (
        <Text size="sm">{t('admin.order.nothingToDo', { status: statusOf(t, order.status) })}</Text>
      )}
    </ActionCard>
  );
}

/** A data order: what was ordered and paid, the owner, the timeline, and start → archive or erasure. */
export function DataOrderView({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const retrieval = order.serviceType === 'retrieval';
  const when = (value: string | null) => value && formatDateTime(value);
  return (
    <OrderLayout
      kind="data"
      orderNumber={order.orderNumber}
      status={order.status}
      action={
        <DataNextStep key={`${order.status}-${order.actions.join()}-${order.certificateCode ?? ''}`} order={order} />
      }
      aside={<OwnerCard owner={order.owner} />}
    >
      <FactList
        id="data-facts"
        title={t('admin.data.facts')}
        facts={[
          { label: t('admin.data.service'), value: t(`admin.variants.${order.serviceType}`) },
          { label: t('admin.device.device'), value: `${order.deviceName} · ${dataDeviceTypeOf(t, order.deviceType)}` },
          ...(retrieval
            ? [
                { label: t('admin.data.dataType'), value: order.dataType && dataTypeOf(t, order.dataType) },
                {
                  label: t('admin.data.dataSize'),
                  value: order.dataSize === null ? null : t('admin.gb', { count: order.dataSize }),
                },
                {
                  label: t('admin.data.hosting'),
                  value:
                    order.storageDuration === null ? null : t('admin.data.months', { count: order.storageDuration }),
                },
                {
                  label: t('admin.data.archiveSize'),
                  value: order.archiveSize === null ? null : formatBytes(t, order.archiveSize),
                },
                { label: t('admin.data.expires'), value: when(order.expiresAt) },
                { label: t('admin.data.downloads'), value: String(order.downloads.length) },
              ]
            : [
                {
                  label: t('admin.data.eraseLevel'),
                  value: order.eraseLevel && t(`admin.data.levels.${order.eraseLevel}`),
                },
                { label: t('admin.data.deviceSerial'), value: order.deviceSerial },
                {
                  label: t('admin.data.certificate'),
                  value: order.certificateCode && (
                    <Anchor component={Link} to={`/verify/${order.certificateCode}`} data-testid="admin-certificate">
                      {order.certificateCode}
                    </Anchor>
                  ),
                },
              ]),
          { label: t('admin.device.price'), value: formatMoney(order.price) },
          { label: t('admin.order.created'), value: when(order.createdTime) },
          { label: t('admin.data.paid'), value: when(order.paidAt) },
          { label: t('admin.data.receivedAt'), value: when(order.receivedAt) },
          { label: t('admin.data.startedAt'), value: when(order.startedAt) },
          { label: t('admin.data.completed'), value: when(order.completedAt) },
          ...afterCareFacts(t, order),
        ]}
      />
      <StaffTimeline steps={order.timeline} />
    </OrderLayout>
  );
}
