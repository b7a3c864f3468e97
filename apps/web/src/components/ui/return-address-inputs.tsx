import { SimpleGrid, TextInput } from '@mantine/core';
import { ADDRESS_LINE_MAX, TOWN_MAX } from '@recircuit/contract';

export type ReturnAddressLine = 'line1' | 'line2' | 'town' | 'postcode';

/** What each input takes from its form: the registered field and the message to show under it. */
export type ReturnAddressField = (name: ReturnAddressLine) => object & { error?: string };

/**
 * A UK address a device is posted back to (the contract's `returnAddressSchema` checks it): two
 * lines, town and postcode, with the browser's address autofill. The labels come from the
 * feature's own words; `field` binds each input to the feature's form.
 */
export function ReturnAddressInputs({
  labels,
  field,
}: {
  labels: Record<ReturnAddressLine, string>;
  field: ReturnAddressField;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="return-address">
      <TextInput
        label={labels.line1}
        required
        maxLength={ADDRESS_LINE_MAX}
        autoComplete="address-line1"
        {...field('line1')}
      />
      <TextInput label={labels.line2} maxLength={ADDRESS_LINE_MAX} autoComplete="address-line2" {...field('line2')} />
      <TextInput label={labels.town} required maxLength={TOWN_MAX} autoComplete="address-level2" {...field('town')} />
      <TextInput label={labels.postcode} required maxLength={10} autoComplete="postal-code" {...field('postcode')} />
    </SimpleGrid>
  );
}
