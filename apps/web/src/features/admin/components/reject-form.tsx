import { useState } from 'react';
import { Button, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_MESSAGES, rejectRequestSchema, type AdminUnknownOrder, type RejectRequest } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useRejectUnknown } from '../api/reject-unknown';
import { ConfirmDialog } from './confirm-dialog';

/** Reject an unknown device with the reason the owner is emailed. */
export function RejectForm({ order }: { order: AdminUnknownOrder }) {
  const { t } = useTranslation();
  const mutation = useRejectUnknown();
  const [confirming, setConfirming] = useState<RejectRequest | null>(null);
  const form = useApiForm({
    schema: rejectRequestSchema,
    defaultValues: { reason: '' },
    onSubmit: (values) => setConfirming(values),
  });
  const send = async (values: RejectRequest) => {
    const answer = await mutation.mutateAsync({ orderId: order.orderId, ...values });
    toast.success(answer.message || ADMIN_MESSAGES.rejected);
  };
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('admin.reject.title')}>
      <Stack gap="sm">
        <Textarea
          label={t('admin.reject.reason')}
          description={t('admin.reject.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.register('reason')}
          error={form.errorOf('reason')}
        />
        <Button type="submit" color="red.9" variant="outline" loading={form.submitting || mutation.isPending}>
          {t('admin.reject.submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.reject.confirmTitle')}
        confirmLabel={t('admin.reject.submit')}
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
        {t('admin.reject.confirmBody', { number: order.orderNumber, reason: confirming?.reason ?? '' })}
      </ConfirmDialog>
    </form>
  );
}
