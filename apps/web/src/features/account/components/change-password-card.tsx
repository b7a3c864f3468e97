import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, changePasswordRequestSchema, type CurrentUser } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

/** The contract's rule for the two fields the card shows; the email is the signed-in person's. */
const passwordsSchema = changePasswordRequestSchema.pick({ oldPassword: true, newPassword: true });

/** Change password: the current one, then a new one that meets the rule. Ends other sessions. */
export function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useApiForm({
    schema: passwordsSchema,
    defaultValues: { oldPassword: '', newPassword: '' },
    onSubmit: async (values) => {
      const answer = await change.mutateAsync({ email: user.email, ...values });
      toast.success(answer.message || ACCOUNT_MESSAGES.passwordChanged);
      form.reset();
    },
    // A refusal (for example 'Old password is incorrect') is toasted by the API client.
  });
  const busy = form.submitting;

  if (!user.hasPassword) {
    const names = user.providers.map((provider) => t(`account.methods.names.${provider}`)).join(', ');
    return (
      <SectionCard id="password" title={t('account.password.title')}>
        <Text>{t('account.password.noPassword', { providers: names })}</Text>
      </SectionCard>
    );
  }

  return (
    <SectionCard id="password" title={t('account.password.title')} intro={t('account.password.note')}>
      <form onSubmit={form.submit} noValidate aria-label={t('account.password.title')}>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            {...form.register('oldPassword')}
            error={form.errorOf('oldPassword')}
            disabled={busy}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.showPassword') }}
          />
          <PasswordInput
            label={t('account.password.new')}
            description={t('auth.register.hint')}
            autoComplete="new-password"
            required
            maxLength={128}
            {...form.register('newPassword')}
            error={form.errorOf('newPassword')}
            disabled={busy}
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.showPassword') }}
          />
          <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
            {busy ? t('account.password.submitting') : t('account.password.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
