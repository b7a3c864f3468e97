import { Button, Container, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './info.module.css';

const STEPS = ['backup', 'signOut', 'reset', 'sim'] as const;

/** /recycling-guide: how to prepare a device, battery safety, the data wipe, repair and donate. */
export function RecyclingGuidePage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('guides.recycling.title')}</Title>
      <Text className={classes.lead} mt="md">
        {t('guides.recycling.lead')}
      </Text>

      <section id="prepare" className={classes.section} aria-labelledby="guide-prepare">
        <Title order={2} id="guide-prepare">
          {t('guides.recycling.stepsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
          {STEPS.map((step) => (
            <div key={step} className={classes.card}>
              <Title order={3} size="h4">
                {t(`guides.recycling.${step}Title`)}
              </Title>
              <Text mt="xs">{t(`guides.recycling.${step}`)}</Text>
            </div>
          ))}
        </SimpleGrid>
      </section>

      <section id="battery-safety" className={classes.section} aria-labelledby="guide-battery">
        <Title order={2} id="guide-battery">
          {t('guides.recycling.batteryTitle')}
        </Title>
        <List mt="sm" spacing="sm">
          {t('guides.recycling.battery', { returnObjects: true }).map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </section>

      <section id="data-wipe" className={classes.section} aria-labelledby="guide-wipe">
        <Title order={2} id="guide-wipe">
          {t('guides.recycling.wipeTitle')}
        </Title>
        <Text mt="sm">{t('guides.recycling.wipe')}</Text>
      </section>

      <section id="repair" className={classes.section} aria-labelledby="guide-repair">
        <Title order={2} id="guide-repair">
          {t('guides.recycling.repairTitle')}
        </Title>
        <Text mt="sm">{t('guides.recycling.repair')}</Text>
      </section>

      <section id="donate" className={classes.section} aria-labelledby="guide-donate">
        <Title order={2} id="guide-donate">
          {t('guides.recycling.donateTitle')}
        </Title>
        <Text mt="sm">{t('guides.recycling.donate')}</Text>
      </section>

      <Group mt="xl">
        <Button component={Link} to={ROUTES.recycleNow} size="md">
          {t('guides.recycling.cta')}
        </Button>
        <Button component={Link} to={ROUTES.locations} size="md" variant="outline">
          {t('guides.recycling.locationsCta')}
        </Button>
      </Group>
    </Container>
  );
}
