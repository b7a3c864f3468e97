import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  certificateCorrectionSchema,
  CORRECTION_REASON_LENGTH,
  type AdminDataOrder,
  type CertificateCorrection,
} from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useCorrectCertificate } from '../api/correct-certificate';
import { ConfirmDialog } from './confirm-dialog';
import { emptyErasure, ErasureFields, filledOnly, type ErasureField } from './erasure-fields';

/**
 * Admins only, once a certified erasure is completed (DOMAIN.md "Certificates are final"): the
 * corrected facts and a written reason; the certificate is revoked and a new one issued, the
 * owner emailed, and the old certificate's verification page says why.
 */
export function CertificateCorrectionForm({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const mutation = useCorrectCertificate();
  const [opened, setOpened] = useState(false);
  const [confirming, setConfirming] = useState<CertificateCorrection | null>(null);
  const form = useApiForm({
    schema: certificateCorrectionSchema,
    defaultValues: { ...emptyErasure(order.deviceSerial), reason: '', certificateCode: order.certificateCode ?? '' },
    onSubmit: (values) => setConfirming(values),
  });
  const field = (name: ErasureField) => ({ ...form.register(name), error: form.errorOf(name) });
  const send = async (values: CertificateCorrection) => {
    await mutation.mutateAsync({ orderId: order.orderId, ...filledOnly(values) });
    toast.success(t('admin.data.corrected'));
  };

  if (!opened) {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('admin.data.correctIntro')}</Text>
        <Button variant="default" onClick={() => setOpened(true)} data-testid="next-action">
          {t('admin.data.correct')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={form.submit} noValidate aria-label={t('admin.data.correctTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('admin.data.correctHint', { code: order.certificateCode ?? '' })}</Text>
        <Textarea
          label={t('admin.data.reason')}
          description={t('admin.data.reasonHint', CORRECTION_REASON_LENGTH)}
          required
          autosize
          minRows={2}
          maxLength={CORRECTION_REASON_LENGTH.max}
          {...form.register('reason')}
          error={form.errorOf('reason')}
        />
        <ErasureFields field={field} purgeOnly />
        <Button type="submit" color="red" loading={form.submitting || mutation.isPending}>
          {t('admin.data.correct')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.data.correctConfirmTitle')}
        confirmLabel={t('admin.data.correct')}
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
        {t('admin.data.correctConfirmBody', { code: order.certificateCode ?? '', number: order.orderNumber })}
      </ConfirmDialog>
    </form>
  );
}
