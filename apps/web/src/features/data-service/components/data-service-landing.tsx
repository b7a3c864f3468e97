import { Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconCloudDownload, IconEraser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { INCLUDED_HOSTING_MONTHS, MAX_HOSTING_MONTHS, ROUTES } from '@recircuit/contract';
import { PriceTables } from './price-tables';
import { SecureLinkForm } from './secure-link-form';
import { HydrateApart } from '../../../components/ui/hydrate-apart';

/**
 * /data-service: what retrieval and erasure do and for whom, the NIST SP 800-88 levels in plain
 * words, the prices, the way into each form, and the "Secure link" form.
 */
export function DataServiceLanding() {
  const { t } = useTranslation();
  const services = [
    {
      key: 'retrieval',
      icon: IconCloudDownload,
      to: ROUTES.dataServiceRetrieval,
      points: [
        t('data.landing.retrieval.p1'),
        t('data.landing.retrieval.p2', { months: INCLUDED_HOSTING_MONTHS, max: MAX_HOSTING_MONTHS }),
        t('data.landing.retrieval.p3'),
      ],
    },
    {
      key: 'erase',
      icon: IconEraser,
      to: ROUTES.dataServiceErase,
      points: [t('data.landing.erase.p1'), t('data.landing.erase.p2'), t('data.landing.erase.p3')],
    },
  ] as const;

  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={760}>
        <Title order={1}>{t('data.landing.title')}</Title>
        <Text size="lg">{t('data.landing.lead')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {services.map(({ key, icon: Icon, to, points }) => (
          <Paper
            key={key}
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby={`service-${key}`}
          >
            <Stack gap="sm" h="100%">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                  <Icon size={26} stroke={1.7} />
                </ThemeIcon>
                <Title order={2} size="h3" id={`service-${key}`}>
                  {t(`data.landing.${key}.title`)}
                </Title>
              </Group>
              <Text fw={600}>{t(`data.landing.${key}.who`)}</Text>
              <List spacing={4} size="sm">
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <Group mt="auto">
                <Button component={Link} to={to} variant={key === 'retrieval' ? 'filled' : 'outline'}>
                  {t(`data.landing.${key}.cta`)}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      {/* The sections below hydrate apart: the page is long (docs/rendering.md). */}
      <HydrateApart>
        <Stack gap="md" component="section" aria-labelledby="data-prices">
          <Title order={2} id="data-prices">
            {t('data.landing.pricesTitle')}
          </Title>
          <PriceTables />
        </Stack>
      </HydrateApart>

      <HydrateApart>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="data-nist">
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <IconCertificate size={26} stroke={1.7} />
              </ThemeIcon>
              <Title order={2} size="h3" id="data-nist">
                {t('data.landing.nistTitle')}
              </Title>
            </Group>
            <Text>{t('data.landing.nistIntro')}</Text>
            <List spacing="xs">
              <List.Item>
                <Text span fw={700}>
                  {t('data.levels.standard.standard')}:
                </Text>{' '}
                {t('data.landing.clear')}
              </List.Item>
              <List.Item>
                <Text span fw={700}>
                  {t('data.levels.certified.standard')}:
                </Text>{' '}
                {t('data.landing.purge')}
              </List.Item>
            </List>
            <Text>
              {t('data.landing.verifyNote')}{' '}
              <Anchor component={Link} to={ROUTES.verify}>
                {t('data.landing.verifyLink')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      </HydrateApart>

      <HydrateApart>
        <SecureLinkForm />
      </HydrateApart>
    </Stack>
  );
}
