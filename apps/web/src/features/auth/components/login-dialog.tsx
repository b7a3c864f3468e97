import { useState } from 'react';
import { Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, ROUTES, loginRequestSchema } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { changeLanguage, words } from '../../../lib/i18n';
import { completeLogin } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { learnSessionRole } from '../api/learn-session-role';
import { login } from '../api/login';
import { ProviderLinks } from './provider-links';
import classes from './auth-dialog.module.css';

export interface AuthDialogProps {
  opened: boolean;
}

/**
 * The login dialog: email, password with a show/hide toggle, "Forgot password?", Google and
 * GitHub links, CREATE ACCOUNT and LOG IN; it does not close on a backdrop click.
 */
export default function LoginDialog({ opened }: AuthDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);
  const form = useApiForm({
    schema: loginRequestSchema,
    defaultValues: { email: dialogs.options().email ?? '', password: '' },
    onInvalid: (errors) => toast.error(firstMessage(errors) ?? ACCOUNT_MESSAGES.requiredFields),
    onSubmit: async (values) => {
      loading.show(t('auth.login.overlay'));
      try {
        const answer = await login(values);
        const user = completeLogin(answer.data);
        if (user) void learnSessionRole(user.userId);
        if (answer.data.language) await changeLanguage(answer.data.language).catch(() => false);
        toast.success(answer.message || ACCOUNT_MESSAGES.loginSuccessful);
        const target = dialogs.options().returnTo ?? ROUTES.userInfo;
        form.resetField('password');
        setVisible(false);
        dialogs.close();
        void navigate(target);
      } finally {
        loading.hide();
      }
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 403 && error.fieldErrors.some(({ field }) => field === 'email')) {
        // Many failed attempts elsewhere: this browser needs the emailed link (docs/api.md, "Signing in safely").
        toast.error(error.serverMessage ?? ACCOUNT_MESSAGES.signInNeedsEmailLink, { id: 'login-needs-email-link' });
      } else if (isApiError(error) && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 0) / 60));
        toast.error(
          `${error.serverMessage ?? words(ACCOUNT_MESSAGES.tooManyLogins)} ${error.retryAfterSeconds ? t('auth.login.retryIn', { count: minutes }) : ''}`.trim(),
          { id: 'login-rate-limited' },
        );
      } else {
        toast.error(ACCOUNT_MESSAGES.loginFailed, { id: 'login-failed' });
      }
    },
  });
  const { submitting } = form;

  const close = () => {
    if (!submitting) dialogs.close();
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('auth.login.title')} closeLabel={t('common.close')}>
      <form onSubmit={form.submit} noValidate aria-busy={submitting}>
        <fieldset className={classes.fieldset} disabled={submitting}>
          <Stack gap="md">
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              required
              {...form.register('email')}
              error={form.errorOf('email')}
              disabled={submitting}
              data-autofocus
            />
            <PasswordInput
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              {...form.register('password')}
              error={form.errorOf('password')}
              disabled={submitting}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{
                'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword'),
              }}
            />
            <Group justify="flex-end" mt={-8}>
              <Button
                variant="subtle"
                size="compact-sm"
                disabled={submitting}
                onClick={() =>
                  dialogs.open('forgotPassword', { ...dialogs.options(), email: form.getValues('email').trim() })
                }
              >
                {t('auth.login.forgotPassword')}
              </Button>
            </Group>
            <Button type="submit" size="md" fullWidth disabled={submitting}>
              {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
            </Button>
            <Divider label={t('auth.login.or')} labelPosition="center" />
            <ProviderLinks returnTo={dialogs.options().returnTo} disabled={submitting} />
            <Group justify="center" gap={6}>
              <Text size="sm">{t('auth.login.noAccount')}</Text>
              <Button variant="subtle" size="compact-sm" disabled={submitting} onClick={() => dialogs.open('register')}>
                {t('auth.login.switchToRegister')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </AppModal>
  );
}
