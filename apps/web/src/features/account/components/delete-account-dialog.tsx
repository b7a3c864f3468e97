import { useEffect } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import {
  ACCOUNT_MESSAGES,
  ROUTES,
  Z_INDEX_MODAL,
  deleteWithEmailFormSchema,
  deleteWithPasswordFormSchema,
  type CurrentUser,
} from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { clearSession } from '../../../lib/signed-in-user';
import { showApiErrorToast, toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useDeleteAccount, type DeleteAccountInput } from '../api/delete-account';

/** A refusal that is about what was typed (wrong password or email, too many tries): said at the field. */
const AT_THE_FIELD = new Set([400, 429]);

/**
 * Deleting the account: confirmed with the password, or the account's email when it has none.
 * A refusal is shown at that field, which takes the focus again (docs/web-app.md, "Forms").
 */
export function DeleteAccountDialog({
  user,
  opened,
  onClose,
}: {
  user: Pick<CurrentUser, 'hasPassword'>;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remover = useDeleteAccount();
  const field = user.hasPassword ? 'password' : 'email';
  const form = useApiForm<{ password: string; email: string }, DeleteAccountInput>({
    schema: user.hasPassword ? deleteWithPasswordFormSchema : deleteWithEmailFormSchema,
    defaultValues: { password: '', email: '' },
    onSubmit: async (values) => {
      const answer = await remover.mutateAsync(values);
      onClose();
      clearSession();
      toast.success(answer.message || ACCOUNT_MESSAGES.accountDeleted);
      await navigate(ROUTES.home);
    },
    onError: (error) => {
      if (!isApiError(error)) throw error;
      if (!AT_THE_FIELD.has(error.status)) {
        showApiErrorToast(error.message);
        return;
      }
      // The server names the field; a refusal that does not (a rate limit) belongs there all the same.
      if (!form.getFieldState(field).error) {
        form.setError(field, { type: 'server', message: error.serverMessage ?? error.message });
      }
    },
  });
  const { reset, setFocus, submitting } = form;
  const fieldError = form.formState.errors[field];

  useEffect(() => {
    if (opened) reset();
  }, [opened, reset]);
  // The field is disabled while the request runs; once it is back, the focus goes where the problem is.
  useEffect(() => {
    if (fieldError && !submitting) setFocus(field);
  }, [fieldError, submitting, setFocus, field]);

  const input = {
    ...form.register(field),
    required: true,
    error: form.errorOf(field),
    disabled: submitting,
    'data-autofocus': true,
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !submitting && onClose()}
      title={t('account.data.confirmTitle')}
      zIndex={Z_INDEX_MODAL}
      centered
      radius="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={{ title: { fontWeight: 750, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
            <Text size="sm" c="red.9">
              {t('account.data.deleteWarning')}
            </Text>
          </Alert>
          {user.hasPassword ? (
            <PasswordInput
              label={t('account.data.confirmPassword')}
              autoComplete="current-password"
              {...input}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.showPassword') }}
            />
          ) : (
            <TextInput label={t('account.data.confirmEmail')} type="email" autoComplete="email" {...input} />
          )}
          <Group justify="space-between">
            <Button variant="default" disabled={submitting} onClick={onClose}>
              {t('account.data.keep')}
            </Button>
            <Button type="submit" color="red.9" disabled={submitting}>
              {submitting ? t('account.data.deleting') : t('account.data.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
