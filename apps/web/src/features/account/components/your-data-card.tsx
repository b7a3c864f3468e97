import '../../../lib/mantine-css/ScrollArea.css';
import '../../../lib/mantine-css/UnstyledButton.css';
import '../../../lib/mantine-css/VisuallyHidden.css';
import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Overlay.css';
import '../../../lib/mantine-css/Loader.css';
import '../../../lib/mantine-css/ActionIcon.css';
import '../../../lib/mantine-css/CloseButton.css';
import '../../../lib/mantine-css/Group.css';
import '../../../lib/mantine-css/ModalBase.css';
import '../../../lib/mantine-css/Input.css';
import '../../../lib/mantine-css/Alert.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Button.css';
import '../../../lib/mantine-css/Modal.css';
import '../../../lib/mantine-css/PasswordInput.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, ROUTES, Z_INDEX_MODAL, type CurrentUser } from '@recircuit/contract';
import { words } from '../../../lib/i18n';
import { clearSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';
import { useExportData } from '../api/export-data';
import { SectionCard } from './section-card';

/** UK GDPR: download everything we keep, or delete the account after a plain warning. */
export function YourDataCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const exporter = useExportData();
  const remover = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  // The contract's en-GB words; shown in the page's language.
  const [error, setError] = useState<string | undefined>();

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (remover.isPending) return;
    if (!confirmation.trim()) {
      setError(user.hasPassword ? ACCOUNT_MESSAGES.confirmDeletion : ACCOUNT_MESSAGES.requiredFields);
      return;
    }
    setError(undefined);
    try {
      const answer = await remover.mutateAsync(
        user.hasPassword ? { password: confirmation } : { email: confirmation.trim() },
      );
      setConfirming(false);
      clearSession();
      toast.success(answer.message || ACCOUNT_MESSAGES.accountDeleted);
      await navigate(ROUTES.home);
    } catch {
      // The API client has shown why (for example 'Please confirm with your password').
    }
  };

  return (
    <SectionCard id="data" title={t('account.data.title')} intro={t('account.data.intro')}>
      <Group gap="sm">
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          disabled={exporter.isPending}
          onClick={async () => {
            try {
              await exporter.mutateAsync();
              toast.success(t('account.data.downloaded'));
            } catch {
              // Toasted by the API client.
            }
          }}
        >
          {t('account.data.download')}
        </Button>
      </Group>
      <Stack gap="sm" mt="sm">
        <Title order={3} size="h4">
          {t('account.data.deleteTitle')}
        </Title>
        <Text size="sm">{t('account.data.deleteWarning')}</Text>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setConfirmation('');
            setError(undefined);
            setConfirming(true);
          }}
        >
          {t('account.data.deleteButton')}
        </Button>
      </Stack>

      <Modal
        opened={confirming}
        onClose={() => !remover.isPending && setConfirming(false)}
        title={t('account.data.confirmTitle')}
        zIndex={Z_INDEX_MODAL}
        centered
        radius="lg"
        closeOnClickOutside={false}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        styles={{ title: { fontWeight: 750, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        <form onSubmit={confirmDelete} noValidate>
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
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
                error={error && words(error)}
                disabled={remover.isPending}
                data-autofocus
                visibilityToggleFocusable
                visibilityToggleButtonProps={{ 'aria-label': t('auth.fields.showPassword') }}
              />
            ) : (
              <TextInput
                label={t('account.data.confirmEmail')}
                type="email"
                autoComplete="email"
                required
                value={confirmation}
                onChange={(event) => setConfirmation(event.currentTarget.value)}
                error={error && words(error)}
                disabled={remover.isPending}
                data-autofocus
              />
            )}
            <Group justify="space-between">
              <Button variant="default" disabled={remover.isPending} onClick={() => setConfirming(false)}>
                {t('account.data.keep')}
              </Button>
              <Button type="submit" color="red.9" disabled={remover.isPending}>
                {remover.isPending ? t('account.data.deleting') : t('account.data.confirmDelete')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SectionCard>
  );
}
