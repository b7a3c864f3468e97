import '../../../lib/mantine-css/UnstyledButton.css';
import '../../../lib/mantine-css/Loader.css';
import '../../../lib/mantine-css/CloseButton.css';
import '../../../lib/mantine-css/Group.css';
import '../../../lib/mantine-css/Input.css';
import '../../../lib/mantine-css/Combobox.css';
import '../../../lib/mantine-css/Button.css';
import '../../../lib/mantine-css/Stack.css';
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ERASE_METHODS, erasureRequestSchema, type AdminDataOrder, type ErasureRequest } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useRecordErasure } from '../api/record-erasure';
import { ConfirmDialog } from './confirm-dialog';

interface ErasureValues {
  method: string;
  tool: string;
  toolVersion: string;
  verification: string;
  result: string;
  deviceSerial: string;
  notes: string;
}

/** Record the erasure (NIST SP 800-88 method, tool, verification); a certified order gets its certificate. */
export function ErasureForm({ order }: { order: AdminDataOrder }) {
  const { t } = useTranslation();
  const mutation = useRecordErasure();
  const [confirming, setConfirming] = useState<ErasureRequest | null>(null);
  const defaultValues: ErasureValues = {
    method: '',
    tool: '',
    toolVersion: '',
    verification: '',
    result: '',
    deviceSerial: order.deviceSerial ?? '',
    notes: '',
  };
  const form = useApiForm({
    schema: erasureRequestSchema,
    defaultValues,
    onSubmit: (values) => setConfirming(values),
  });
  const send = async (values: ErasureRequest) => {
    // Optional fields left empty are left out rather than sent as empty text.
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as ErasureRequest;
    await mutation.mutateAsync({ orderId: order.orderId, ...filled });
    toast.success(t('admin.data.erasureRecorded'));
  };
  const certified = order.eraseLevel === 'certified';

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('admin.data.erasureTitle')}>
      <Stack gap="sm">
        <NativeSelect
          label={t('admin.data.method')}
          description={t('admin.data.methodHint')}
          required
          data={[
            { value: '', label: t('admin.data.chooseMethod') },
            ...ERASE_METHODS.map((method) => ({ value: method, label: method })),
          ]}
          {...form.register('method')}
          error={form.errorOf('method')}
        />
        <Group grow gap="sm" wrap="wrap" align="flex-start">
          <TextInput
            label={t('admin.data.tool')}
            required
            maxLength={100}
            {...form.register('tool')}
            error={form.errorOf('tool')}
          />
          <TextInput
            label={t('admin.data.toolVersion')}
            maxLength={40}
            {...form.register('toolVersion')}
            error={form.errorOf('toolVersion')}
          />
        </Group>
        <TextInput
          label={t('admin.data.verification')}
          description={t('admin.data.verificationHint')}
          required
          maxLength={200}
          {...form.register('verification')}
          error={form.errorOf('verification')}
        />
        <TextInput
          label={t('admin.data.result')}
          maxLength={200}
          {...form.register('result')}
          error={form.errorOf('result')}
        />
        <TextInput
          label={t('admin.data.deviceSerial')}
          maxLength={64}
          {...form.register('deviceSerial')}
          error={form.errorOf('deviceSerial')}
        />
        <Textarea
          label={t('admin.data.notes')}
          autosize
          minRows={2}
          maxLength={2000}
          {...form.register('notes')}
          error={form.errorOf('notes')}
        />
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
        {t(certified ? 'admin.data.erasureConfirmCertified' : 'admin.data.erasureConfirmStandard', {
          number: order.orderNumber,
          method: confirming?.method ?? '',
        })}
      </ConfirmDialog>
    </form>
  );
}
