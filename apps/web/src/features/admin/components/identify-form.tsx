import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import {
  ADMIN_MESSAGES,
  GRADE_KEYS,
  identifyRequestSchema,
  type AdminModel,
  type AdminUnknownOrder,
  type IdentifyRequest,
} from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { toast } from '../../../lib/toast';
import { applyServerErrors, useApiForm } from '../../../lib/use-api-form';
import { useIdentifyUnknown } from '../api/identify-unknown';
import { gradeOf } from '../model/admin-words';
import { modelLabel } from '../model/model-choice';
import { ConfirmDialog } from './confirm-dialog';
import { ModelEditor } from './model-editor';
import { ModelPicker } from './model-picker';

interface IdentifyValues {
  modelId: string;
  grade: string;
  /** Left out (undefined) for the model's first colour. */
  color?: string;
  /** Left out (undefined) for the model's smallest storage. */
  storage?: string;
  note: string;
}

/** Identify an unknown device as a catalogue model (picked, or drafted here) with a grade; the server quotes it. */
export function IdentifyForm({ order }: { order: AdminUnknownOrder }) {
  const { t } = useTranslation();
  const mutation = useIdentifyUnknown();
  const [model, setModel] = useState<AdminModel | null>(null);
  const [drafting, setDrafting] = useState(false);
  const [confirming, setConfirming] = useState<IdentifyRequest | null>(null);
  const defaultValues: IdentifyValues = { modelId: '', grade: '', color: undefined, storage: undefined, note: '' };
  const form = useApiForm({
    schema: identifyRequestSchema,
    defaultValues,
    onSubmit: (values) => setConfirming(values),
  });

  const choose = (next: AdminModel | null) => {
    setModel(next);
    form.setValue('modelId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
    form.setValue('color', undefined);
    form.setValue('storage', undefined);
  };
  const send = async (values: IdentifyRequest) => {
    const answer = await mutation.mutateAsync({ orderId: order.orderId, ...values });
    toast.success(answer.message || ADMIN_MESSAGES.identified);
  };

  return (
    <>
      <form onSubmit={form.submit} noValidate aria-label={t('admin.identify.title')}>
        <Stack gap="sm">
          <ModelPicker value={model} onChange={choose} error={form.errorOf('modelId')} />
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => setDrafting(true)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('admin.identify.draftModel')}
          </Button>
          <NativeSelect
            label={t('admin.identify.grade')}
            required
            data={[
              { value: '', label: t('admin.identify.chooseGrade') },
              ...GRADE_KEYS.map((grade) => ({ value: grade, label: gradeOf(t, grade) })),
            ]}
            {...form.register('grade')}
            error={form.errorOf('grade')}
          />
          {model && (
            <Group grow gap="sm" wrap="wrap">
              <NativeSelect
                label={t('admin.identify.color')}
                data={[
                  { value: '', label: t('admin.identify.firstColor') },
                  ...model.colors.map((color) => ({ value: color, label: color })),
                ]}
                value={form.watch('color') ?? ''}
                onChange={(event) => form.setValue('color', event.currentTarget.value || undefined)}
                error={form.errorOf('color')}
              />
              <NativeSelect
                label={t('admin.identify.storage')}
                data={[
                  { value: '', label: t('admin.identify.smallestStorage') },
                  ...model.storages.map((gb) => ({ value: String(gb), label: t('admin.gb', { count: gb }) })),
                ]}
                value={form.watch('storage') ?? ''}
                onChange={(event) => form.setValue('storage', event.currentTarget.value || undefined)}
                error={form.errorOf('storage')}
              />
            </Group>
          )}
          <Textarea
            label={t('admin.order.note')}
            description={t('admin.identify.noteHint')}
            autosize
            minRows={2}
            maxLength={500}
            {...form.register('note')}
            error={form.errorOf('note')}
          />
          <Button type="submit" loading={form.submitting || mutation.isPending} data-testid="next-action">
            {t('admin.identify.submit')}
          </Button>
        </Stack>
      </form>

      <ConfirmDialog
        opened={confirming !== null}
        title={t('admin.identify.confirmTitle')}
        confirmLabel={t('admin.identify.submit')}
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
        {/* A rare model has no catalogue price, so no quote is promised (DOMAIN.md, "rare"). */}
        {t(model?.classification === 'rare' ? 'admin.identify.confirmBodyRare' : 'admin.identify.confirmBody', {
          number: order.orderNumber,
          model: model ? modelLabel(model) : '',
          grade: confirming?.grade ?? '',
        })}
      </ConfirmDialog>

      <AppModal
        opened={drafting}
        onClose={() => setDrafting(false)}
        title={t('admin.model.newTitle')}
        closeLabel={t('common.close')}
        width={720}
      >
        <ModelEditor
          model={null}
          onSaved={(saved) => {
            setDrafting(false);
            choose(saved);
          }}
        />
      </AppModal>
    </>
  );
}
