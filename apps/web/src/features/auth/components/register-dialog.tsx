import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, isPersonName, isStrongPassword, registrationSuccessMessage } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { toast } from '../../../lib/toast';
import { register } from '../api/register';
import type { AuthDialogProps } from './login-dialog';
import { PasswordRules } from './password-rules';
import classes from './auth-dialog.module.css';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'privacyConsent';
type Errors = Partial<Record<Field, string>>;

const EMPTY = { firstName: '', lastName: '', email: '', password: '' };

/** What the form checks before sending (the server checks the same again). */
export function validateRegistration(values: typeof EMPTY & { privacyConsent: boolean }): Errors {
  const errors: Errors = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const name = values[field].trim();
    if (!name) errors[field] = ACCOUNT_MESSAGES.requiredFields;
    else if (name.length > 50) errors[field] = ACCOUNT_MESSAGES.nameTooLong;
    else if (!isPersonName(name)) errors[field] = ACCOUNT_MESSAGES.nameCharacters;
  }
  if (!values.email.trim()) errors.email = ACCOUNT_MESSAGES.requiredFields;
  if (!values.password) errors.password = ACCOUNT_MESSAGES.requiredFields;
  else if (!isStrongPassword(values.password)) errors.password = ACCOUNT_MESSAGES.weakPassword;
  if (!values.privacyConsent) errors.privacyConsent = ACCOUNT_MESSAGES.privacyConsentRequired;
  return errors;
}

/**
 * The register dialog (SPEC.md sections 2, 4 and 5): names, email, password with its hint
 * checked live, the required privacy consent and the optional news consent; BACK and CREATE ACCOUNT.
 */
export default function RegisterDialog({ opened }: AuthDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [values, setValues] = useState(EMPTY);
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);

  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
    disabled: submitting,
    required: true,
    name,
  });

  const reset = () => {
    setValues(EMPTY);
    setPrivacyConsent(false);
    setMarketingConsent(false);
    setVisible(false);
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateRegistration({ ...values, privacyConsent });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(Object.values(found)[0] ?? ACCOUNT_MESSAGES.requiredFields, { id: 'register-invalid' });
      return;
    }

    const email = values.email.trim();
    inFlight.current = true;
    setSubmitting(true);
    loading.show(t('auth.register.overlay', { email }));
    try {
      const answer = await register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        privacyConsent: true,
        marketingConsent,
      });
      toast.success(answer.message || registrationSuccessMessage(values.firstName.trim(), values.lastName.trim()));
      reset();
      dialogs.open('login', { ...dialogs.options(), email: answer.data.email });
    } catch (error) {
      // The API client has toasted the server's message; point at the fields it names.
      if (isApiError(error)) {
        const fromServer: Errors = {};
        for (const item of error.fieldErrors) {
          if (item.field in EMPTY || item.field === 'privacyConsent') fromServer[item.field as Field] = item.message;
        }
        if (error.status === 409) fromServer.email = error.serverMessage ?? ACCOUNT_MESSAGES.emailTaken;
        setErrors(fromServer);
      }
    } finally {
      loading.hide();
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const close = () => {
    if (!inFlight.current) dialogs.close();
  };

  return (
    <AppModal opened={opened} onClose={close} title={t('auth.register.title')} closeLabel={t('common.close')} width={520}>
      <form onSubmit={submit} noValidate aria-busy={submitting}>
        <fieldset className={classes.fieldset} disabled={submitting}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput label={t('auth.fields.firstName')} autoComplete="given-name" maxLength={50} data-autofocus {...field('firstName')} />
              <TextInput label={t('auth.fields.lastName')} autoComplete="family-name" maxLength={50} {...field('lastName')} />
            </SimpleGrid>
            <TextInput label={t('auth.fields.email')} type="email" autoComplete="email" maxLength={254} {...field('email')} />
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
              <PasswordRules password={values.password} id={hintId} />
            </Stack>
            <Checkbox
              name="privacyConsent"
              label={t('auth.register.privacyConsent')}
              checked={privacyConsent}
              onChange={(event) => setPrivacyConsent(event.currentTarget.checked)}
              error={errors.privacyConsent}
              required
              aria-required
              disabled={submitting}
            />
            <Checkbox
              name="marketingConsent"
              label={t('auth.register.marketingConsent')}
              checked={marketingConsent}
              onChange={(event) => setMarketingConsent(event.currentTarget.checked)}
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
