import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Anchor.css';
import '../../../lib/mantine-css/Image.css';
import '../../../lib/mantine-css/SimpleGrid.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { Anchor, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePartners } from '../api/get-partners';

/** The specialist partners who value and buy rare devices. */
export function SpecialistList() {
  const { t } = useTranslation();
  const partners = usePartners('specialist');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('recycle.rare.specialistsTitle')}
        </Title>
        <Text>{t('recycle.rare.specialistsBody')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="specialist-list">
          {(partners.data ?? []).map((partner) => (
            <Stack key={partner.partnerId} gap={4}>
              <Image src={partner.logoUrl} alt="" h={40} w="auto" fit="contain" />
              <Anchor href={partner.website} target="_blank" rel="noopener noreferrer" fw={600}>
                {partner.name}
              </Anchor>
              <Text size="sm">{partner.description}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
