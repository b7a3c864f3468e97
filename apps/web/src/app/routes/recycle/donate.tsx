import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { RareForm } from '../../../features/recycle/components/rare-form';

/** /recycle/donate: describe the device to give to a charity (DOMAIN.md, "Donate"). */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('recycle.donate.title')}</Title>
        <Text c="dimmed">{t('recycle.donate.intro')}</Text>
      </Stack>
      <RareForm kind="donate" />
    </Stack>
  );
}
