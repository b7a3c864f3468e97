import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { AppForm } from '../../../components/ui/app-form';
import { ACCOUNT_MESSAGES, DATA_MESSAGES } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useSendSecureLink } from '../api/send-secure-link';

const loadSchema = () => import('../model/secure-link-schema').then((module) => module.secureLinkRequestSchema);

/**
 * The Secure link form's fields: an email and an order number; the order's owner is emailed a link to
 * its page. The answer is always 'Email sent successfully', so the form tells nobody whose order it is.
 */
export default function SecureLinkFields({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const send = useSendSecureLink();
  const form = useApiForm({
    schema: loadSchema,
    defaultValues: { email: '', orderNumber: '' },
    onSubmit: async (values) => {
      if (!values.email || !values.orderNumber) {
        toast.error(ACCOUNT_MESSAGES.requiredFields, { id: 'secure-link' });
        return;
      }
      const message = await send.mutateAsync(values);
      toast.success(message || DATA_MESSAGES.emailSent);
      form.reset();
    },
  });

  return (
    <AppForm onSubmit={(event) => void form.submit(event)} aria-labelledby={headingId}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            type="email"
            label={t('data.secureLink.email')}
            autoComplete="email"
            required
            maxLength={254}
            {...form.register('email')}
            error={form.errorOf('email')}
          />
          <TextInput
            label={t('data.secureLink.orderNumber')}
            placeholder="DS-7K3M9Q2D"
            required
            maxLength={40}
            autoComplete="off"
            {...form.register('orderNumber')}
            error={form.errorOf('orderNumber')}
          />
        </SimpleGrid>
        <div>
          <Button type="submit" variant="light" loading={form.submitting}>
            {t('data.secureLink.send')}
          </Button>
        </div>
      </Stack>
    </AppForm>
  );
}
