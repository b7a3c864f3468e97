import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ACCOUNT_MESSAGES, personName, registerRequestSchema } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { RichText } from '../../../components/ui/rich-text';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { toast } from '../../../lib/toast';
import { firstMessage, useApiForm } from '../../../lib/use-api-form';
import { register } from '../api/register';
import { EMPTY_REGISTRATION } from '../model/registration';
import type { AuthDialogProps } from './login-dialog';
import { PasswordRules } from './password-rules';
import classes from './auth-dialog.module.css';

/**
 * The register dialog: names, email, password with its hint checked live, the required
 * privacy consent and the optional news consent; BACK and CREATE ACCOUNT.
 */
export default function RegisterDialog({ opened }: AuthDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [visible, setVisible] = useState(false);
  const form = useApiForm({
    schema: registerRequestSchema,
    defaultValues: EMPTY_REGISTRATION,
    onInvalid: (errors) =>
      toast.error(firstMessage(errors) ?? ACCOUNT_MESSAGES.requiredFields, { id: 'register-invalid' }),
    onSubmit: async (values) => {
      loading.show(t('auth.register.overlay', { email: form.getValues('email').trim() }));
      try {
        const answer = await register(values);
        // The API's message is the SPEC's 'user Alice Newcomer Registration successful' (API.md);
        // the visitor reads a sentence of the site's own.
        toast.success(t('auth.register.success', { name: personName(values.firstName, values.lastName) }));
        form.reset();
        setVisible(false);
        dialogs.open('login', { ...dialogs.options(), email: answer.data.email });
      } finally {
        loading.hide();
      }
    },
    // The API client has toasted the server's message and the hook has marked the fields it names.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        form.setError('email', { type: 'server', message: error.serverMessage ?? ACCOUNT_MESSAGES.emailTaken });
      }
    },
  });
  const { submitting } = form;
  const password = useWatch({ control: form.control, name: 'password' });

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password') => ({
    ...form.register(name),
    error: form.errorOf(name),
    disabled: submitting,
    required: true,
  });

  const close = () => {
    if (!submitting) dialogs.close();
  };

  return (
    <AppModal
      opened={opened}
      onClose={close}
      title={t('auth.register.title')}
      closeLabel={t('common.close')}
      width={520}
    >
      <form onSubmit={form.submit} noValidate aria-busy={submitting}>
        <fieldset className={classes.fieldset} disabled={submitting}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                label={t('auth.fields.firstName')}
                autoComplete="given-name"
                maxLength={50}
                data-autofocus
                {...field('firstName')}
              />
              <TextInput
                label={t('auth.fields.lastName')}
                autoComplete="family-name"
                maxLength={50}
                {...field('lastName')}
              />
            </SimpleGrid>
            <TextInput
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              maxLength={254}
              {...field('email')}
            />
            <Stack gap={6}>
              <PasswordInput
                label={t('auth.fields.password')}
                autoComplete="new-password"
                maxLength={128}
                aria-describedby={hintId}
                visible={visible}
                onVisibilityChange={setVisible}
                visibilityToggleFocusable
                visibilityToggleButtonProps={{
                  'aria-label': visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword'),
                }}
                {...field('password')}
              />
              <PasswordRules password={password} id={hintId} />
            </Stack>
            <Checkbox
              {...form.register('privacyConsent')}
              label={<RichText text={t('auth.register.privacyConsent')} newTab />}
              error={form.errorOf('privacyConsent')}
              required
              aria-required
              disabled={submitting}
            />
            <Checkbox
              {...form.register('marketingConsent')}
              label={t('auth.register.marketingConsent')}
              disabled={submitting}
            />
            <Group justify="space-between" mt="xs">
              <Button variant="default" disabled={submitting} onClick={() => dialogs.open('login')}>
                {t('auth.register.back')}
              </Button>
              <Button type="submit" disabled={submitting}>
                {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
              </Button>
            </Group>
          </Stack>
        </fieldset>
      </form>
    </AppModal>
  );
}
