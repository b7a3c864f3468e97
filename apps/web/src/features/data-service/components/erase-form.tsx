import { useWatch } from 'react-hook-form';
import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CERTIFIED_ERASE_PENCE, ERASE_LEVELS, ROUTES, penceToPounds } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { EMPTY_ERASE, priceRequestOf, type EraseValues } from '../model/price-request';
import { AfterCareFields } from './after-care-fields';
import { DeviceFields } from './device-fields';
import { LivePrice } from './live-price';
import { OrderFormFrame } from './order-form-frame';
import { useOrderForm } from './use-order-form';

/** /data-service/erase: the device, its serial number (optional), and standard or certified erasure with the price. */
export function EraseForm() {
  const { t } = useTranslation();
  const { form, busy } = useOrderForm<EraseValues>(EMPTY_ERASE, ROUTES.dataServiceErase);
  const values = useWatch({ control: form.control }) as EraseValues;
  const level = useWatch({ control: form.control, name: 'eraseLevel' });
  const prices = { standard: t('data.price.free'), certified: formatMoney(penceToPounds(CERTIFIED_ERASE_PENCE)) };

  return (
    <OrderFormFrame title={t('data.erase.title')} intro={t('data.erase.intro')} onSubmit={form.submit} busy={busy}>
      <DeviceFields
        type={form.register('deviceType')}
        name={form.register('deviceName')}
        typeError={form.errorOf('deviceType')}
        nameError={form.errorOf('deviceName')}
      />
      <TextInput
        label={t('data.fields.deviceSerial')}
        description={t('data.erase.serialHint')}
        maxLength={64}
        autoComplete="off"
        {...form.register('deviceSerial')}
        error={form.errorOf('deviceSerial')}
      />
      <Radio.Group
        label={t('data.fields.eraseLevel')}
        required
        value={level}
        onChange={(value) => form.setValue('eraseLevel', value as EraseValues['eraseLevel'], { shouldDirty: true })}
        error={form.errorOf('eraseLevel')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
          {ERASE_LEVELS.map((value) => (
            <Radio.Card key={value} value={value} radius="md" p="md" data-testid={`erase-${value}`}>
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Group gap="xs" justify="space-between">
                    <Text fw={700}>{t(`data.levels.${value}.name`)}</Text>
                    <Text fw={700}>{prices[value]}</Text>
                  </Group>
                  <Text size="sm">{t(`data.levels.${value}.short`)}</Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <AfterCareFields form={form} />
      <LivePrice request={priceRequestOf(values)} hint={t('data.erase.priceHint')} />
    </OrderFormFrame>
  );
}
