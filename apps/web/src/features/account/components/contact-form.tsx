import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, contactRequestSchema } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useSendContactMessage } from '../api/send-contact-message';

/** A message to the team, sent by email from the signed-in account (5 an hour). */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useApiForm({
    schema: contactRequestSchema,
    defaultValues: { subject: '', message: '' },
    onSubmit: async (values) => {
      const answer = await send.mutateAsync(values);
      toast.success(answer.message || ACCOUNT_MESSAGES.messageSent);
      form.reset();
    },
    // A refusal (including 429: too many messages this hour) is toasted by the API client.
  });
  const busy = form.submitting;

  return (
    <form onSubmit={form.submit} noValidate aria-label={t('account.contact.formTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('account.contact.subject')}
          required
          maxLength={120}
          {...form.register('subject')}
          error={form.errorOf('subject')}
          disabled={busy}
        />
        <Textarea
          label={t('account.contact.message')}
          required
          autosize
          minRows={5}
          maxLength={5000}
          {...form.register('message')}
          error={form.errorOf('message')}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
          {busy ? t('account.contact.sending') : t('account.contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
