import { useState, type FormEvent } from 'react';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, isStrongPassword, type CurrentUser } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SectionCard } from './section-card';

/** Change password: the current one, then a new one that meets the rule. Ends other sessions. */
export function ChangePasswordCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<{ oldPassword?: string; newPassword?: string }>({});
  const change = useChangePassword();
  const busy = change.isPending;

  if (!user.hasPassword) {
    const names = user.providers.map((provider) => t(`account.methods.names.${provider}`)).join(', ');
    return (
      <SectionCard id="password" title={t('account.password.title')}>
        <Text>{t('account.password.noPassword', { providers: names })}</Text>
      </SectionCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: { oldPassword?: string; newPassword?: string } = {
      ...(oldPassword ? {} : { oldPassword: ACCOUNT_MESSAGES.requiredFields }),
      ...(!newPassword
        ? { newPassword: ACCOUNT_MESSAGES.requiredFields }
        : isStrongPassword(newPassword)
          ? {}
          : { newPassword: ACCOUNT_MESSAGES.weakPassword }),
    };
    setErrors(found);
    if (found.oldPassword || found.newPassword) return;
    try {
      const answer = await change.mutateAsync({ email: user.email, oldPassword, newPassword });
      toast.success(answer.message || ACCOUNT_MESSAGES.passwordChanged);
      setOldPassword('');
      setNewPassword('');
    } catch {
      // The API client has shown the server's message (for example 'Old password is incorrect').
    }
  };

  return (
    <SectionCard id="password" title={t('account.password.title')} intro={t('account.password.note')}>
      <form onSubmit={submit} noValidate aria-label={t('account.password.title')}>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label={t('account.password.current')}
            autoComplete="current-password"
            required
            value={oldPassword}
            onChange={(event) => setOldPassword(event.currentTarget.value)}
            error={errors.oldPassword}
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
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            error={errors.newPassword}
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
