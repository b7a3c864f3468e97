import { useRef, useState, type FormEvent } from 'react';
import { Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, ROUTES } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { completeLogin } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { login } from '../api/login';
import { ProviderLinks } from './provider-links';
import classes from './auth-dialog.module.css';

export interface AuthDialogProps {
  opened: boolean;
}

/**
 * The login dialog (SPEC.md sections 2, 4 and 5): email, password with a show/hide toggle,
 * Google and GitHub links, CREATE ACCOUNT and LOG IN; it does not close on a backdrop click.
 */
export default function LoginDialog({ opened }: AuthDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState(() => dialogs.options().email ?? '');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: a second Enter in the same tick must not send a second request.
  const inFlight = useRef(false);

  const close = () => {
    if (!inFlight.current) dialogs.close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const trimmed = email.trim();
    const missing = {
      ...(trimmed ? {} : { email: ACCOUNT_MESSAGES.requiredFields }),
      ...(password ? {} : { password: ACCOUNT_MESSAGES.requiredFields }),
    };
    setErrors(missing);
    if (missing.email || missing.password) {
      toast.error(ACCOUNT_MESSAGES.requiredFields);
      return;
    }

    inFlight.current = true;
    setSubmitting(true);
    loading.show(t('auth.login.overlay'));
    try {
      const answer = await login({ email: trimmed, password });
      completeLogin(answer.data);
      toast.success(answer.message || ACCOUNT_MESSAGES.loginSuccessful);
      const target = dialogs.options().returnTo ?? ROUTES.userInfo;
      setPassword('');
      setVisible(false);
      dialogs.close();
      void navigate(target);
    } catch (error) {
      if (isApiError(error) && error.status === 429) {
        const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 0) / 60));
        toast.error(
          `${error.serverMessage ?? ACCOUNT_MESSAGES.tooManyLogins} ${error.retryAfterSeconds ? t('auth.login.retryIn', { count: minutes }) : ''}`.trim(),
          { id: 'login-rate-limited' },
        );
      } else {
        toast.error(ACCOUNT_MESSAGES.loginFailed, { id: 'login-failed' });
      }
    } finally {
      loading.hide();
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('auth.login.title')} closeLabel={t('common.close')}>
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <fieldset className={classes.fieldset} disabled={submitting}>
          <Stack gap="md">
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              disabled={submitting}
              data-autofocus
            />
            <PasswordInput
              label={t('auth.fields.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              disabled={submitting}
              visible={visible}
              onVisibilityChange={setVisible}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{
                'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword'),
              }}
            />
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
