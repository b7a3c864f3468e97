import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../components/ui/app-modal';

export interface PlaceholderDialogProps {
  name: 'language' | 'search';
  opened: boolean;
  onClose: () => void;
}

/** Stands in for a dialog that a later release builds. */
export default function PlaceholderDialog({ name, opened, onClose }: PlaceholderDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} title={t(`dialogs.${name}.title`)} closeLabel={t('common.close')}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
          <IconSparkles size={24} />
        </ThemeIcon>
        <Text>{t(`dialogs.${name}.body`)}</Text>
        <Text size="sm" fw={600} c="brand.8">
          {t('common.comingSoon')}
        </Text>
      </Stack>
    </AppModal>
  );
}
