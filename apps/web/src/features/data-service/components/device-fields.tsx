import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_DEVICE_TYPES } from '@recircuit/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The device type and name both order forms ask for. */
export function DeviceFields({
  type,
  name,
  typeError,
  nameError,
}: {
  type: UseFormRegisterReturn<'deviceType'>;
  name: UseFormRegisterReturn<'deviceName'>;
  typeError?: string;
  nameError?: string;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label={t('data.fields.deviceType')}
        required
        data={[
          { value: '', label: t('data.form.choose'), disabled: true },
          ...DATA_DEVICE_TYPES.map((value) => ({ value, label: t(`data.deviceTypes.${value}`) })),
        ]}
        {...type}
        error={typeError}
      />
      <TextInput
        label={t('data.fields.deviceName')}
        description={t('data.form.deviceNameHint')}
        required
        maxLength={100}
        autoComplete="off"
        {...name}
        error={nameError}
      />
    </SimpleGrid>
  );
}
