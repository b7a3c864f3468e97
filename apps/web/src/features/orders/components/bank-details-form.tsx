import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { BY_POST_MESSAGES, bankDetailsRequestSchema, type BankDetailsRequest } from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import type { OrderDetailKey } from '../api/get-order-detail';
import { useSaveBankDetails } from '../api/save-bank-details';

const EMPTY: Required<BankDetailsRequest> = { accountName: '', sortCode: '', accountNumber: '' };

/**
 * The account a sold device sent by post is paid into: the name on it, the sort code and the account number, checked
 * as the server checks their format (the server also runs the sort code's modulus check, and its refusal shows at
 * the account number). Nothing is prefilled: the details are kept for this order only and shown masked.
 */
export function BankDetailsForm({
  orderId,
  orderKey,
  onDone,
  onKeep,
}: {
  orderId: string;
  orderKey: OrderDetailKey;
  onDone: () => void;
  /** Given when details are held already: leave them as they were. */
  onKeep?: () => void;
}) {
  const { t } = useTranslation();
  const mutation = useSaveBankDetails(orderKey, orderId);
  const form = useApiForm({
    schema: bankDetailsRequestSchema,
    defaultValues: EMPTY,
    onSubmit: async (values) => {
      const answer = await mutation.mutateAsync(values);
      toast.success(answer.message || BY_POST_MESSAGES.bankDetailsSaved);
      onDone();
    },
  });
  // The format is said under each number until the field has an error of its own, which then says it.
  const hint = (name: 'sortCode' | 'accountNumber', message: string) =>
    form.errorOf(name) ? undefined : words(message);

  return (
    <form noValidate onSubmit={form.submit} data-testid="bank-details-form">
      <Stack gap="sm">
        <TextInput
          label={t('orders.bank.accountName')}
          required
          maxLength={70}
          autoComplete="name"
          {...form.register('accountName')}
          error={form.errorOf('accountName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('orders.bank.sortCode')}
            description={hint('sortCode', BY_POST_MESSAGES.sortCodeInvalid)}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            {...form.register('sortCode')}
            error={form.errorOf('sortCode')}
          />
          <TextInput
            label={t('orders.bank.accountNumber')}
            description={hint('accountNumber', BY_POST_MESSAGES.accountNumberInvalid)}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            {...form.register('accountNumber')}
            error={form.errorOf('accountNumber')}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            {t('orders.bank.save')}
          </Button>
          {onKeep ? (
            <Button variant="default" onClick={onKeep} disabled={form.submitting}>
              {t('orders.bank.keep')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
