import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { AFTER_CARE_CHOICES, type AfterCareChoice } from '@recircuit/contract';
import { ReturnAddressInputs, type ReturnAddressLine } from '../../../components/ui/return-address-inputs';
import type { ApiForm } from '../../../lib/use-api-form';
import { EMPTY_RETURN_ADDRESS, type AfterCareValues } from '../model/price-request';

/**
 * What happens to the device afterwards (DOMAIN.md "Data service logistics"): posted back to a
 * UK address, collected from the hub, or recycled. The address is asked only for a return, and
 * emptied when another choice is made (the contract ignores a blank one).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function AfterCareFields<T extends AfterCareValues>({ form }: { form: ApiForm<T, any> }) {
  const { t } = useTranslation();
  const generic = form as unknown as ApiForm<AfterCareValues, unknown>;
  const choice = useWatch({ control: generic.control, name: 'afterCare' });
  // A return with no address at all: the schema names `returnAddress` itself, not one of its lines.
  const addressError = generic.errorOf('returnAddress');
  const field = (name: ReturnAddressLine) => {
    const path = `returnAddress.${name}` as Path<AfterCareValues>;
    return { ...generic.register(path), error: generic.errorOf(path) };
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('data.afterCare.legend')}
        required
        value={choice}
        onChange={(value) => {
          generic.setValue('afterCare', value as AfterCareChoice, { shouldDirty: true });
          if (value !== 'return') generic.setValue('returnAddress', EMPTY_RETURN_ADDRESS, { shouldDirty: true });
        }}
        error={generic.errorOf('afterCare')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt="xs">
          {AFTER_CARE_CHOICES.map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="md" data-testid={`after-care-${value}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={700}>{t(`data.afterCare.${value}.name`)}</Text>
                  <Text size="sm">{t(`data.afterCare.${value}.short`)}</Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {choice === 'return' ? (
        <ReturnAddressInputs
          labels={{
            line1: t('data.afterCare.line1'),
            line2: t('data.afterCare.line2'),
            town: t('data.afterCare.town'),
            postcode: t('data.afterCare.postcode'),
          }}
          field={field}
        />
      ) : null}
      {addressError ? (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {addressError}
        </Text>
      ) : null}
    </Stack>
  );
}
