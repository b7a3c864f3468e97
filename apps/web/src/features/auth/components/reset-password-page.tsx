import { useEffect, useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  ACCOUNT_MESSAGES,
  CLIENT_MESSAGES,
  RESET_TOKEN_PATTERN,
  ROUTES,
  resetPasswordFormSchema,
} from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { changeLanguage, words } from '../../../lib/i18n';
import { completeLogin } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { learnSessionRole } from '../api/learn-session-role';
import { resetPassword } from '../api/reset-password';
import { PasswordRules } from './password-rules';
import classes from './auth-dialog.module.css';

/**
 * /reset-password?token=…, opened from the emailed link (docs/web-app.md, "Password reset"). The
 * token is read once and taken out of the address bar at once, so it stays out of the history,
 * bookmarks and anything the page links to; it is sent only in the POST body.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const [linkProblem, setLinkProblem] = useState<string | null>(() =>
    RESET_TOKEN_PATTERN.test(token) ? null : ACCOUNT_MESSAGES.resetLinkInvalid,
  );
  const [done, setDone] = useState(false);
  const [visible, setVisible] = useState(false);
  const rulesId = useId();

  const { pathname, search, hash } = location;
  useEffect(() => {
    // The router's own history.replaceState: the address bar keeps the path, without ?token=.
    if (search) void navigate({ pathname, hash }, { replace: true });
  }, [navigate, pathname, search, hash]);

  const form = useApiForm({
    schema: resetPasswordFormSchema,
    defaultValues: { token, password: '', confirmation: '' },
    onInvalid: (errors) => {
      if (errors.token) setLinkProblem(ACCOUNT_MESSAGES.resetLinkInvalid);
      else toast.error(firstMessage(errors) ?? ACCOUNT_MESSAGES.requiredFields, { id: 'reset-password-invalid' });
    },
    onSubmit: async (values) => {
      const answer = await resetPassword({ token: values.token, password: values.password });
      const user = completeLogin(answer.data);
      if (user) void learnSessionRole(user.userId);
      if (answer.data.language) await changeLanguage(answer.data.language).catch(() => false);
      form.reset({ token: '', password: '', confirmation: '' });
      setDone(true);
    },
    onError: (error) => {
      if (!isApiError(error)) {
        toast.error(CLIENT_MESSAGES.unknownError);
        return;
      }
      const passwordProblem = error.fieldErrors.find(({ field }) => field === 'password');
      if (passwordProblem) toast.error(passwordProblem.message, { id: 'reset-password-invalid' });
      // The link is unknown, used or expired: the server's words say which.
      else if (error.status === 400 || error.status === 409)
        setLinkProblem(error.serverMessage ?? ACCOUNT_MESSAGES.resetLinkInvalid);
      else toast.error(error.serverMessage ?? error.message, { id: 'reset-password-failed' });
    },
  });
  const { submitting } = form;
  const password = useWatch({ control: form.control, name: 'password' });

  const passwordField = (name: 'password' | 'confirmation', label: string) => (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      maxLength={128}
      required
      {...form.register(name)}
      error={form.errorOf(name)}
      disabled={submitting}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword'),
      }}
      {...(name === 'password' ? { 'aria-describedby': rulesId } : {})}
    />
  );

  return (
    <Stack gap="lg" maw={560}>
      <Stack gap={4}>
        <Title order={1}>{t('auth.reset.title')}</Title>
        {!done && !linkProblem && <Text c="dimmed">{t('auth.reset.intro')}</Text>}
      </Stack>
      {done ? (
        <Alert
          color="brand"
          variant="light"
          title={t('auth.reset.doneTitle')}
          icon={<IconCircleCheck size={20} aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm" role="status" data-testid="password-reset-done">
              {words(ACCOUNT_MESSAGES.passwordReset)}
            </Text>
            <Button component={Link} to={ROUTES.userInfo}>
              {t('auth.reset.toAccount')}
            </Button>
          </Stack>
        </Alert>
      ) : linkProblem ? (
        <Alert
          color="red"
          variant="light"
          title={t('auth.reset.problemTitle')}
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm" role="alert" c="red.9" data-testid="reset-link-problem">
              {words(linkProblem)}
            </Text>
            <Button variant="default" onClick={() => dialogs.open('forgotPassword', {})}>
              {t('auth.reset.askAgain')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <form onSubmit={form.submit} noValidate aria-busy={submitting}>
            <fieldset className={classes.fieldset} disabled={submitting}>
              <Stack gap="md">
                {passwordField('password', t('auth.reset.newPassword'))}
                <PasswordRules password={password} id={rulesId} />
                {passwordField('confirmation', t('auth.reset.confirmation'))}
                <Button type="submit" disabled={submitting}>
                  {submitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
                </Button>
              </Stack>
            </fieldset>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
