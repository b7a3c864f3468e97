import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { PartnerCarousel } from '../../../features/recycle/components/partner-carousel';
import { RareForm } from '../../../features/recycle/components/rare-form';

/** /recycle/rare: the specialist partners' carousel and the rare device form. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('recycle.rare.title')}</Title>
        <Text c="dimmed">{t('recycle.rare.intro')}</Text>
      </Stack>
      <PartnerCarousel />
      <RareForm />
    </Stack>
  );
}
