import { Button, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconRecycle, IconShieldLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './home.module.css';

/** The Service anchor of the header's first link (/#service-section). */
export function ServiceSection() {
  const { t } = useTranslation();
  const services = [
    {
      icon: IconRecycle,
      title: t('home.service.recycleTitle'),
      body: t('home.service.recycleBody'),
      cta: t('home.service.recycleCta'),
      to: ROUTES.recycleNow,
      variant: 'filled' as const,
    },
    {
      icon: IconShieldLock,
      title: t('home.service.dataTitle'),
      body: t('home.service.dataBody'),
      cta: t('home.service.dataCta'),
      to: ROUTES.dataService,
      variant: 'outline' as const,
    },
  ];

  return (
    <section id="service-section" className={classes.section} aria-labelledby="service-title">
      <Container size="lg">
        <div className={classes.sectionHead}>
          <Text className={classes.kicker}>{t('home.service.eyebrow')}</Text>
          <Title order={2} id="service-title">
            {t('home.service.title')}
          </Title>
          <Text size="lg" c="dimmed" className={classes.sectionLead}>
            {t('home.service.lead')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {services.map(({ icon: Icon, title, body, cta, to, variant }) => (
            <article key={to} className={classes.serviceCard}>
              <ThemeIcon size={56} radius="lg" variant="light" color="brand" aria-hidden="true">
                <Icon size={30} stroke={1.7} />
              </ThemeIcon>
              <Title order={3}>{title}</Title>
              <Text c="dimmed" className={classes.grow}>
                {body}
              </Text>
              <Button
                component={Link}
                to={to}
                variant={variant}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
                className={classes.serviceCta}
              >
                {cta}
              </Button>
            </article>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
