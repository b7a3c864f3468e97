import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { AppModal } from '../../../components/ui/app-modal';
import { toast } from '../../../lib/toast';
import { useSignOutOthers } from '../api/sign-out-others';

/**
 * "Sign out everywhere else": asks first (focus on Cancel, so a stray Enter signs nobody out),
 * then ends every session of the account but this one.
 */
export function SignOutOthers() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const signOut = useSignOutOthers();

  const confirm = async () => {
    if (signOut.isPending) return;
    try {
      const answer = await signOut.mutateAsync();
      toast.success(answer.message);
      setAsking(false);
    } catch {
      // Toasted by the API client; the dialog stays for another try.
    }
  };

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconLogout size={16} aria-hidden="true" />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setAsking(true)}
      >
        {t('account.sessions.othersButton')}
      </Button>
      <AppModal
        opened={asking}
        onClose={() => !signOut.isPending && setAsking(false)}
        title={t('account.sessions.othersTitle')}
        closeLabel={t('common.close')}
      >
        <Stack gap="lg">
          <Text>{t('account.sessions.othersBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setAsking(false)} disabled={signOut.isPending} data-autofocus>
              {t('account.sessions.othersCancel')}
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={signOut.isPending}>
              {t('account.sessions.othersConfirm')}
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
