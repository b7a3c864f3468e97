import { useId, useState } from 'react';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  ADMIN_CATALOGUE_MESSAGES,
  CLASSIFICATIONS,
  MODEL_LIMITS,
  createModelRequestSchema,
  modelDisplayName,
  type AdminModel,
} from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useCreateModel } from '../api/create-model';
import { useDeviceTypes } from '../api/get-device-types';
import { useUpdateModel } from '../api/update-model';
import {
  changesOf,
  EMPTY_MODEL,
  statusMoveOf,
  valuesOf,
  type ModelFacts,
  type ModelFormValues,
} from '../model/model-form';
import { firstErrorMessage } from '../model/field-error';
import { ConfirmDialog } from './confirm-dialog';
import { ModelStatusBadge } from './model-status-badge';

/** A list field's first problem (the contract's en-GB words) in the console's language. */
const wordsOf = (message: string | undefined) => message && words(message);

interface ModelEditorProps {
  /** The model to edit, or null to draft a new one. */
  model: AdminModel | null;
  onSaved?: (model: AdminModel) => void;
}

/** Publish, retire or publish again: the public sees a published model within seconds. */
function StatusPanel({ model }: { model: AdminModel }) {
  const { t } = useTranslation();
  const mutation = useUpdateModel();
  const [confirming, setConfirming] = useState(false);
  const next = statusMoveOf(model.status);
  const label = t(
    next === 'retired'
      ? 'admin.model.retire'
      : model.status === 'draft'
        ? 'admin.model.publish'
        : 'admin.model.republish',
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="model-status">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id="model-status">
            {t('admin.model.status')}
          </Title>
          <ModelStatusBadge status={model.status} />
        </Group>
        <Button
          variant={next === 'retired' ? 'outline' : 'filled'}
          onClick={() => setConfirming(true)}
          loading={mutation.isPending}
        >
          {label}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mt="xs">
        {t(`admin.model.statusHint.${model.status}`)}
      </Text>
      <ConfirmDialog
        opened={confirming}
        title={label}
        confirmLabel={label}
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void mutation
            .mutateAsync({ modelId: model.id, changes: { status: next } })
            .then((answer) => toast.success(answer.message || ADMIN_CATALOGUE_MESSAGES.modelUpdated))
            .catch(() => undefined)
            .finally(() => setConfirming(false))
        }
      >
        {t(`admin.model.confirm.${next}`, { model: modelDisplayName(model.brand, model.name) })}
      </ConfirmDialog>
    </Paper>
  );
}

/** The model editor: draft a new model or change one (facts, classification, colours, storages) and its status. */
export function ModelEditor({ model, onSaved }: ModelEditorProps) {
  const { t } = useTranslation();
  const create = useCreateModel();
  const update = useUpdateModel();
  const types = useDeviceTypes();
  const typesListId = useId();
  const defaultValues: ModelFormValues = model ? valuesOf(model) : EMPTY_MODEL;
  const form = useApiForm({
    schema: createModelRequestSchema,
    defaultValues,
    onSubmit: async (facts: ModelFacts) => {
      if (!model) {
        const answer = await create.mutateAsync(facts);
        toast.success(answer.message || ADMIN_CATALOGUE_MESSAGES.modelCreated);
        onSaved?.(answer.data);
        return;
      }
      const changes = changesOf(model, facts);
      if (!changes) {
        toast.info(ADMIN_CATALOGUE_MESSAGES.nothingToChange);
        return;
      }
      const answer = await update.mutateAsync({ modelId: model.id, changes });
      toast.success(answer.message || ADMIN_CATALOGUE_MESSAGES.modelUpdated);
      form.reset(valuesOf(answer.data));
      onSaved?.(answer.data);
    },
  });

  return (
    <Stack gap="md">
      {model && <StatusPanel model={model} />}
      <form onSubmit={form.submit} noValidate aria-label={t(model ? 'admin.model.editTitle' : 'admin.model.newTitle')}>
        <fieldset disabled={form.submitting} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('admin.model.type')}
                description={t('admin.model.typeHint')}
                required
                maxLength={MODEL_LIMITS.nameMax}
                // The browser offers the catalogue's types as the person types.
                list={typesListId}
                {...form.register('type')}
                error={form.errorOf('type')}
              />
              <datalist id={typesListId}>
                {(types.data ?? []).map((type) => (
                  <option key={type} value={type} />
                ))}
              </datalist>
              <TextInput
                label={t('admin.model.brand')}
                required
                maxLength={MODEL_LIMITS.nameMax}
                {...form.register('brand')}
                error={form.errorOf('brand')}
              />
              <TextInput
                label={t('admin.model.name')}
                required
                maxLength={MODEL_LIMITS.nameMax}
                {...form.register('name')}
                error={form.errorOf('name')}
              />
              <NativeSelect
                label={t('admin.model.classification')}
                description={t('admin.model.classificationHint')}
                data={CLASSIFICATIONS.map((value) => ({ value, label: t(`admin.classifications.${value}`) }))}
                {...form.register('classification')}
                error={form.errorOf('classification')}
              />
              <TextInput
                label={t('admin.model.releaseYear')}
                required
                inputMode="numeric"
                maxLength={4}
                {...form.register('releaseYear')}
                error={form.errorOf('releaseYear')}
              />
              <TextInput
                label={t('admin.model.launchPrice')}
                description={t('admin.model.launchPriceHint')}
                required
                inputMode="decimal"
                leftSection="£"
                maxLength={9}
                {...form.register('launchPrice')}
                error={form.errorOf('launchPrice')}
              />
            </SimpleGrid>
            <TagsInput
              label={t('admin.model.colors')}
              description={t('admin.model.colorsHint')}
              maxTags={MODEL_LIMITS.colorsMax}
              value={form.watch('colors')}
              onChange={(value) => form.setValue('colors', value, { shouldValidate: form.formState.isSubmitted })}
              error={wordsOf(firstErrorMessage(form.formState.errors.colors))}
              clearable
            />
            <TagsInput
              label={t('admin.model.storages')}
              description={t('admin.model.storagesHint')}
              maxTags={MODEL_LIMITS.storagesMax}
              value={form.watch('storages')}
              onChange={(value) => form.setValue('storages', value, { shouldValidate: form.formState.isSubmitted })}
              error={wordsOf(firstErrorMessage(form.formState.errors.storages))}
              clearable
            />
            <Group justify="flex-end">
              <Button type="submit" loading={form.submitting} data-testid="save-model">
                {t(model ? 'admin.model.save' : 'admin.model.saveDraft')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </Stack>
  );
}
