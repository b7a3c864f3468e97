import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import {
  ADMIN_MESSAGES,
  BY_POST_MESSAGES,
  deviceStatusRequestSchema,
  formatSortCode,
  modelDisplayName,
  type AdminDeviceOrder,
  type DeviceOrderStatus,
  type DeviceStatusRequest,
  type StaffByPostView,
} from '@recircuit/contract';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useSetDeviceStatus } from '../api/set-device-status';
import { statusOf } from '../model/admin-words';
import { nextDeviceAction } from '../model/next-action';
import { ActionCard } from './action-card';
import { ConfirmDialog } from './confirm-dialog';
import { DeviceHandInForm } from './device-hand-in-form';
import { FactList } from './fact-list';
import { OrderLayout } from './order-layout';
import { OwnerCard } from './owner-card';
import { PostStepForm } from './post-step-form';
import { StaffTimeline } from './staff-timeline';

interface StatusValues {
  status: DeviceOrderStatus;
  note: string;
}

/** Moves the order to its one next status, with a note; the last steps ask first. */
function DeviceNextStep({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const action = nextDeviceAction(order);
  const mutation = useSetDeviceStatus();
  const [confirming, setConfirming] = useState<DeviceStatusRequest | null>(null);
  const send = async (values: DeviceStatusRequest) => {
    const answer = await mutation.mutateAsync({ orderId: order.orderId, ...values });
    toast.success(answer.message || ADMIN_MESSAGES.statusChanged);
  };
  const defaultValues: StatusValues = { status: action.type === 'device-status' ? action.to : 'Completed', note: '' };
  const form = useApiForm({
    schema: deviceStatusRequestSchema,
    defaultValues,
    onSubmit: async (values) => {
      if (action.type === 'device-status' && action.confirm) setConfirming(values);
      else await send(values);
    },
  });

  if (action.type !== 'device-status') {
    return (
      <ActionCard>
        <Text size="sm">{t('admin.order.nothingToDo', { status: statusOf(t, order.status) })}</Text>
      </ActionCard>
    );
  }
  return (
    <ActionCard>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label={t('admin.order.note')}
            description={t('admin.order.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('note')}
            error={form.errorOf('note')}
          />
          <Button type="submit" loading={form.submitting || mutation.isPending} data-testid="next-action">
            {t('admin.device.moveTo', { status: statusOf(t, action.to) })}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.device.confirmTitle', { status: statusOf(t, action.to) })}
        confirmLabel={t('admin.device.moveTo', { status: statusOf(t, action.to) })}
        busy={mutation.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const values = confirming;
          if (!values) return;
          void send(values)
            .catch((error: unknown) => applyServerErrors(form, error))
            .finally(() => setConfirming(null));
        }}
      >
        {t(action.to === 'Completed' ? 'admin.device.confirmCompleted' : 'admin.device.confirmStep', {
          number: order.orderNumber,
          status: statusOf(t, action.to),
        })}
      </ConfirmDialog>
    </ActionCard>
  );
}

const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));

/** The chosen place and what the counter recorded (docs/product.md, "At the counter"). */
function counterFacts(t: TFunction, order: AdminDeviceOrder) {
  return [
    {
      label: t('admin.handIn.place'),
      value: order.byPost
        ? t('admin.post.byPost')
        : order.place && `${order.place.name}, ${order.place.address} ${order.place.postcode}`.trim(),
      testId: 'device-place',
    },
    { label: t('admin.handIn.offer'), value: money(order.offer) },
    { label: t('admin.handIn.gradeFound'), value: order.gradeFound, testId: 'device-grade-found' },
    { label: t('admin.handIn.revisedPrice'), value: money(order.revisedPrice), testId: 'device-revised' },
    { label: t('admin.handIn.paid'), value: money(order.paid), testId: 'device-paid' },
    {
      label: t('admin.handIn.payoutMethod'),
      value: order.payoutMethod && t(`admin.payout.${order.payoutMethod}`),
      testId: 'device-payout',
    },
    { label: t('admin.handIn.cancelReason'), value: order.cancelReason && words(order.cancelReason) },
  ];
}

/**
 * What the hub holds for a device sent by post: when it arrived, what is due to the owner, the bank details in full
 * while the transfer is due (the server deletes them once paid), and the address a declined device goes back to.
 */
function PostFacts({ post }: { post: StaffByPostView }) {
  const { t } = useTranslation();
  const bank = post.bankDetails;
  const address = post.returnAddress;
  return (
    <FactList
      id="device-post"
      title={t('admin.post.title')}
      facts={[
        {
          label: t('admin.post.arrivedAt'),
          value: post.arrivedAt && formatDateTime(post.arrivedAt),
          testId: 'post-arrived',
        },
        { label: t('admin.post.payoutDue'), value: money(post.payoutDue), testId: 'post-payout-due' },
        {
          label: t('admin.post.bankDetails'),
          value: bank
            ? `${bank.accountName}, ${formatSortCode(bank.sortCode)}, ${bank.accountNumber}`
            : post.needsBankDetails
              ? words(BY_POST_MESSAGES.bankDetailsRequired)
              : null,
          testId: 'post-bank-details',
        },
        {
          label: t('admin.post.returnAddress'),
          value: address && [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', '),
          testId: 'return-address',
        },
      ]}
    />
  );
}

/** A device order as staff see it: the device, the quote, the owner, every step and the next one. */
export function DeviceOrderView({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  return (
    <OrderLayout
      kind="device"
      orderNumber={order.orderNumber}
      status={order.status}
      action={
        // A device sent by post is handed in by its arrival at the hub, never at a counter (docs/product.md).
        order.byPost && order.post?.nextStep ? (
          <PostStepForm key={order.post.nextStep} order={order} />
        ) : order.status === 'Submitted' && !order.byPost ? (
          <DeviceHandInForm key={`${order.gradeFound}-${order.revisedPrice}`} order={order} />
        ) : (
          <DeviceNextStep key={order.status} order={order} />
        )
      }
      aside={<OwnerCard owner={order.owner} />}
    >
      <FactList
        id="device-facts"
        title={t('admin.device.facts')}
        facts={[
          { label: t('admin.device.device'), value: modelDisplayName(order.brand, order.deviceName) },
          { label: t('admin.device.type'), value: order.type },
          { label: t('admin.device.classification'), value: t(`admin.classifications.${order.classification}`) },
          { label: t('admin.device.grade'), value: order.grade },
          { label: t('admin.device.color'), value: order.color },
          {
            label: t('admin.device.storage'),
            value: order.storage === null ? null : t('admin.gb', { count: order.storage }),
          },
          { label: t('admin.device.year'), value: order.year },
          { label: t('admin.device.price'), value: order.price === null ? null : formatMoney(order.price) },
          ...counterFacts(t, order),
          {
            label: t('admin.device.commission'),
            value: order.commission === null ? null : formatMoney(order.commission),
          },
          {
            label: t('admin.device.quoteValidUntil'),
            value: order.quoteValidUntil && formatDate(order.quoteValidUntil),
          },
          { label: t('admin.device.voucher'), value: order.voucherCode },
          {
            label: t('admin.device.voucherActivated'),
            value: order.voucherActivatedAt && formatDateTime(order.voucherActivatedAt),
          },
          { label: t('admin.order.created'), value: formatDateTime(order.createdAt) },
          { label: t('admin.order.updated'), value: formatDateTime(order.updatedAt) },
        ]}
      />
      {order.post ? <PostFacts post={order.post} /> : null}
      {order.description && (
        <FactList
          id="device-description"
          title={t('admin.device.description')}
          facts={[{ label: t('admin.device.ownerWords'), value: order.description }]}
        />
      )}
      <StaffTimeline steps={order.history} />
    </OrderLayout>
  );
}
