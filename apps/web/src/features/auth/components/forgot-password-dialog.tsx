import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, forgotPasswordRequestSchema } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { dialogs } from '../../../lib/dialogs';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { forgotPassword } from '../api/forgot-password';
import type { AuthDialogProps } from './login-dialog';
import classes from './auth-dialog.module.css';

/**
 * "Forgot password?" from the login dialog: the email, then the same confirmation whether or not
 * it has an account (docs/web-app.md, "Dialogs"). The emailed link opens /reset-password.
 */
export default function ForgotPasswordDialog({ opened }: AuthDialogProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  // Opened again after a link was sent: the form comes back (state adjusted while rendering).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setSent(false);
  }
  const form = useApiForm({
    schema: forgotPasswordRequestSchema,
    defaultValues: { email: dialogs.options().email ?? '' },
    onInvalid: (errors) =>
      toast.error(firstMessage(errors) ?? ACCOUNT_MESSAGES.requiredFields, { id: 'forgot-password-invalid' }),
    // A refusal (too many links, an email the server will not take) is toasted by the API client.
    onSubmit: async (values) => {
      await forgotPassword(values);
      setSent(true);
    },
  });
  const { submitting } = form;

  const close = () => {
    if (!submitting) dialogs.close();
  };
  const backToLogin = () => dialogs.open('login', { ...dialogs.options(), email: form.getValues('email').trim() });

  return (
    <AppModal opened={opened} onClose={close} title={t('auth.forgot.title')} closeLabel={t('common.close')}>
      {sent ? (
        <Stack gap="md">
          <Text fw={700}>{t('auth.forgot.sentTitle')}</Text>
          <Text role="status" data-testid="reset-link-sent">
            {words(ACCOUNT_MESSAGES.resetLinkSent)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('auth.forgot.sentHint')}
          </Text>
          <Button onClick={backToLogin} data-autofocus>
            {t('auth.forgot.backToLogin')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={form.submit} noValidate aria-busy={submitting}>
          <fieldset className={classes.fieldset} disabled={submitting}>
            <Stack gap="md">
              <Text size="sm">{t('auth.forgot.intro')}</Text>
              <TextInput
                label={t('auth.fields.email')}
                type="email"
                autoComplete="email"
                maxLength={254}
                required
                {...form.register('email')}
                error={form.errorOf('email')}
                disabled={submitting}
                data-autofocus
              />
              <Group justify="space-between" mt="xs">
                <Button variant="default" disabled={submitting} onClick={backToLogin}>
                  {t('auth.forgot.back')}
                </Button>
                <Button type="submit" disabled={submitting}>
                  {submitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
        </form>
      )}
    </AppModal>
  );
}
