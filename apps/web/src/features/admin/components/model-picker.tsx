import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/use-translation';
import type { AdminModel } from '@recircuit/contract';
import { useModels } from '../api/get-models';
import { modelLabel, pickableModels } from '../model/model-choice';

interface ModelPickerProps {
  value: AdminModel | null;
  onChange: (model: AdminModel | null) => void;
  error?: string;
}

/** A search box over the catalogue (drafts included, retired models left out) that picks one model. */
export function ModelPicker({ value, onChange, error }: ModelPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  // Once a model is picked the box shows its label; searching that label again is not useful.
  const q = value && search === modelLabel(value) ? '' : debounced;
  const query = useModels({ q, status: '', limit: 20, offset: 0 });
  const models = pickableModels(query.data?.items ?? [], value);
  // Said under the box (in place of its hint) rather than in its dropdown, which would lie over
  // "Draft a new model" just below it.
  const searching = value === null && search.trim() !== '' && models.length === 0;
  const searchState = !searching
    ? null
    : query.isFetching || q !== search
      ? t('admin.identify.searching')
      : t('admin.identify.noModels');

  return (
    <Select
      label={t('admin.identify.model')}
      description={searchState ?? t('admin.identify.modelHint')}
      placeholder={t('admin.identify.modelPlaceholder')}
      searchable
      clearable
      required
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches; the box shows what it answered.
      filter={({ options }) => options}
      data={models.map((model) => ({ value: model.id, label: modelLabel(model) }))}
      value={value?.id ?? null}
      onChange={(id) => onChange(models.find((model) => model.id === id) ?? null)}
      error={error}
      comboboxProps={{ withinPortal: true }}
      data-testid="model-picker"
    />
  );
}
