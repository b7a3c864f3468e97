import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { erasureRequestSchema, type AdminDataOrder, type ErasureRequest } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useRecordErasure } from '../api/record-erasure';
import { ConfirmDialog } from './confirm-dialog';
import { emptyErasure, ErasureFields, filledOnly, type ErasureField } from './erasure-fields';

/**
 * Record the erasure, once, while the order is Processing (NIST SP 800-88 method, tool,
 * verification and its result): Passed completes it and a certified order gets its
 * certificate; Failed is kept on record and the order waits for another attempt.
 */
export function ErasureForm({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const mutation = useRecordErasure();
  const [confirming, setConfirming] = useState<ErasureRequest | null>(null);
  const form = useApiForm({
    schema: erasureRequestSchema,
    defaultValues: emptyErasure(order.deviceSerial),
    onSubmit: (values) => setConfirming(values),
  });
  const field = (name: ErasureField) => ({ ...form.register(name), error: form.errorOf(name) });
  const send = async (values: ErasureRequest) => {
    await mutation.mutateAsync({ orderId: order.orderId, ...filledOnly(values) });
    toast.success(t(values.result === 'Failed' ? 'admin.data.erasureFailedRecorded' : 'admin.data.erasureRecorded'));
  };
  const certified = order.eraseLevel === 'certified';
  const confirmText =
    confirming?.result === 'Failed'
      ? 'admin.data.erasureConfirmFailed'
      : certified
        ? 'admin.data.erasureConfirmCertified'
        : 'admin.data.erasureConfirmStandard';

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('admin.data.erasureTitle')}>
      <Stack gap="sm">
        <ErasureFields field={field} purgeOnly={certified} />
        <Button type="submit" loading={form.submitting || mutation.isPending} data-testid="next-action">
          {t('admin.data.recordErasure')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.data.erasureConfirmTitle')}
        confirmLabel={t('admin.data.recordErasure')}
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
        {t(confirmText, { number: order.orderNumber, method: confirming?.method ?? '' })}
      </ConfirmDialog>
    </form>
  );
}
