import { useMemo, useState } from 'react';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { modelDisplayName, type SearchResult } from '@recircuit/contract';
import { useDeviceSearch } from '../api/search-devices';
import { catalogueTypeOf } from '../model/recycle-words';

/** What the type-ahead lists for one model: brand and name, with the type (and "rare") to tell them apart. */
export function searchLabel(result: SearchResult, type: string, rareLabel: string): string {
  return `${modelDisplayName(result.brand, result.name)} · ${type}${result.classification === 'rare' ? ` (${rareLabel})` : ''}`;
}

/** "Find your device": a type-ahead over the catalogue that fills the selects in one step. */
export function DeviceSearch({ onPick }: { onPick: (result: SearchResult) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, 200);
  const search = useDeviceSearch(debounced);
  const rare = t('recycle.search.rare');

  const byLabel = useMemo(
    () =>
      new Map(
        (search.data ?? []).map(
          (result) => [searchLabel(result, catalogueTypeOf(t, result.type), rare), result] as const,
        ),
      ),
    [search.data, rare, t],
  );
  const data = debounced.trim().length >= 2 ? [...byLabel.keys()] : [];

  return (
    <Autocomplete
      label={t('recycle.search.label')}
      description={t('recycle.search.description')}
      placeholder={t('recycle.search.placeholder')}
      value={value}
      onChange={setValue}
      data={data}
      filter={({ options }) => options}
      limit={8}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      rightSection={search.isFetching ? <Loader size="xs" aria-label={t('common.loading')} /> : null}
      onOptionSubmit={(label) => {
        const result = byLabel.get(label);
        if (!result) return;
        setValue('');
        onPick(result);
      }}
      comboboxProps={{ withinPortal: true }}
      data-testid="device-search"
    />
  );
}
