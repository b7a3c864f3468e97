import { useState, type FormEvent } from 'react';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

/** A message to the team, sent by email from the signed-in account (5 an hour). */
export function ContactForm() {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const send = useSendContactMessage();
  const busy = send.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(subject.trim() ? {} : { subject: ACCOUNT_MESSAGES.requiredFields }),
      ...(message.trim() ? {} : { message: ACCOUNT_MESSAGES.requiredFields }),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    try {
      const answer = await send.mutateAsync({ subject: subject.trim(), message: message.trim() });
      toast.success(answer.message || ACCOUNT_MESSAGES.messageSent);
      setSubject('');
      setMessage('');
    } catch {
      // Toasted by the API client (including 429: too many messages this hour).
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('account.contact.formTitle')}>
      <Stack gap="md">
        <TextInput
          label={t('account.contact.subject')}
          required
          maxLength={120}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject}
          disabled={busy}
        />
        <Textarea
          label={t('account.contact.message')}
          required
          autosize
          minRows={5}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          error={errors.message}
          disabled={busy}
        />
        <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
          {busy ? t('account.contact.sending') : t('account.contact.send')}
        </Button>
      </Stack>
    </form>
  );
}
