import { useWatch } from 'react-hook-form';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  DATA_TYPES,
  EXTRA_MONTH_PENCE,
  INCLUDED_HOSTING_MONTHS,
  MAX_HOSTING_MONTHS,
  MAX_RETRIEVAL_GB,
  ROUTES,
  penceToPounds,
} from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { EMPTY_RETRIEVAL, dataSizeMessage, priceRequestOf, type RetrievalValues } from '../model/price-request';
import { AfterCareFields } from './after-care-fields';
import { DeviceFields } from './device-fields';
import { LivePrice } from './live-price';
import { OrderFormFrame } from './order-form-frame';
import { useOrderForm } from './use-order-form';

const MONTHS = Array.from(
  { length: MAX_HOSTING_MONTHS - INCLUDED_HOSTING_MONTHS + 1 },
  (_, index) => INCLUDED_HOSTING_MONTHS + index,
);

/**
 * /data-service/retrieval: the device, which data, how much (GB) and how long to host it, with
 * the server's live price and its lines; more than 2048 GB is refused at the field at once.
 */
export function RetrievalForm() {
  const { t } = useTranslation();
  const { form, busy } = useOrderForm<RetrievalValues>(EMPTY_RETRIEVAL, ROUTES.dataServiceRetrieval);
  const values = useWatch({ control: form.control }) as RetrievalValues;
  const sizeMessage = dataSizeMessage(values.dataSize ?? '');

  return (
    <OrderFormFrame
      title={t('data.retrieval.title')}
      intro={t('data.retrieval.intro')}
      onSubmit={form.submit}
      busy={busy}
    >
      <DeviceFields
        type={form.register('deviceType')}
        name={form.register('deviceName')}
        typeError={form.errorOf('deviceType')}
        nameError={form.errorOf('deviceName')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label={t('data.fields.dataType')}
          required
          data={[
            { value: '', label: t('data.form.choose'), disabled: true },
            ...DATA_TYPES.map((value) => ({ value, label: t(`data.dataTypes.${value}`) })),
          ]}
          {...form.register('dataType')}
          error={form.errorOf('dataType')}
        />
        <TextInput
          label={t('data.fields.dataSize')}
          description={t('data.retrieval.sizeHint', { max: MAX_RETRIEVAL_GB })}
          required
          inputMode="decimal"
          rightSection={t('data.units.gb')}
          rightSectionWidth={44}
          maxLength={12}
          {...form.register('dataSize')}
          error={sizeMessage ? words(sizeMessage) : form.errorOf('dataSize')}
        />
        <NativeSelect
          label={t('data.fields.storageDuration')}
          required
          data={MONTHS.map((months) => ({
            value: String(months),
            label:
              months === INCLUDED_HOSTING_MONTHS
                ? t('data.retrieval.monthsIncluded', { count: months })
                : t('data.retrieval.monthsExtra', {
                    count: months,
                    price: formatMoney(penceToPounds((months - INCLUDED_HOSTING_MONTHS) * EXTRA_MONTH_PENCE)),
                  }),
          }))}
          {...form.register('storageDuration')}
          error={form.errorOf('storageDuration')}
        />
      </SimpleGrid>
      <AfterCareFields form={form} />
      <LivePrice request={priceRequestOf(values)} hint={t('data.retrieval.priceHint')} />
    </OrderFormFrame>
  );
}
