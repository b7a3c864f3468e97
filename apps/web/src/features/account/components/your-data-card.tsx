import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { CurrentUser } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useExportData } from '../api/export-data';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SectionCard } from './section-card';

/** UK GDPR: download everything we keep, or delete the account after a plain warning. */
export function YourDataCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const exporter = useExportData();
  const [confirming, setConfirming] = useState(false);

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
          onClick={() => setConfirming(true)}
        >
          {t('account.data.deleteButton')}
        </Button>
      </Stack>

      <DeleteAccountDialog user={user} opened={confirming} onClose={() => setConfirming(false)} />
    </SectionCard>
  );
}
