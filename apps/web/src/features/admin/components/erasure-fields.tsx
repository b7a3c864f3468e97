import { Group, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { ERASE_METHODS, ERASURE_RESULTS } from '@recircuit/contract';

/** What staff record of an erasure, as the form holds it (empty text for an untouched field). */
export interface ErasureValues {
  method: string;
  tool: string;
  toolVersion: string;
  verification: string;
  result: string;
  deviceSerial: string;
  notes: string;
}

export type ErasureField = keyof ErasureValues;

/** A field's registration and its message, from the form that holds it. */
export type FieldOf = (name: ErasureField) => UseFormRegisterReturn & { error: string | undefined };

export const emptyErasure = (deviceSerial: string | null): ErasureValues => ({
  method: '',
  tool: '',
  toolVersion: '',
  verification: '',
  result: '',
  deviceSerial: deviceSerial ?? '',
  notes: '',
});

/** Optional fields left empty are left out rather than sent as empty text. */
export function filledOnly<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')) as T;
}

/**
 * The erasure's facts (NIST SP 800-88 method, tool, verification and its result), shared by
 * recording an erasure and correcting a certificate. `purgeOnly`: a certified order's method.
 */
export function ErasureFields({ field, purgeOnly }: { field: FieldOf; purgeOnly: boolean }) {
  const { t } = useTranslation();
  const methods = purgeOnly ? (['Purge'] as const) : ERASE_METHODS;
  return (
    <>
      <NativeSelect
        label={t('admin.data.method')}
        description={t(purgeOnly ? 'admin.data.methodPurgeOnly' : 'admin.data.methodHint')}
        required
        data={[
          { value: '', label: t('admin.data.chooseMethod') },
          ...methods.map((method) => ({ value: method, label: method })),
        ]}
        {...field('method')}
      />
      <Group grow gap="sm" wrap="wrap" align="flex-start">
        <TextInput label={t('admin.data.tool')} required maxLength={100} {...field('tool')} />
        <TextInput label={t('admin.data.toolVersion')} maxLength={40} {...field('toolVersion')} />
      </Group>
      <TextInput
        label={t('admin.data.verification')}
        description={t('admin.data.verificationHint')}
        required
        maxLength={200}
        {...field('verification')}
      />
      <NativeSelect
        label={t('admin.data.result')}
        description={t('admin.data.resultHint')}
        required
        data={[
          { value: '', label: t('admin.data.chooseResult') },
          ...ERASURE_RESULTS.map((result) => ({ value: result, label: t(`admin.data.results.${result}`) })),
        ]}
        {...field('result')}
      />
      <TextInput label={t('admin.data.deviceSerial')} maxLength={64} {...field('deviceSerial')} />
      <Textarea label={t('admin.data.notes')} autosize minRows={2} maxLength={2000} {...field('notes')} />
    </>
  );
}
