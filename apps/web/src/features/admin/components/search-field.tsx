import { Button, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';

interface SearchFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
}

/** A list's search text and its Search button, inside the list's search form. */
export function SearchField({ label, description, value, onChange }: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={label}
        description={description}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: '1 1 240px' }}
      />
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        {t('admin.queue.searchButton')}
      </Button>
    </>
  );
}
