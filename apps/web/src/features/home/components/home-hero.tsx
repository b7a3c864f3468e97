import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { MAX_STORAGE_MONTHS, ROUTES } from '@recircuit/contract';
import classes from './home.module.css';
import { formatNumber } from '../../../lib/format';
import type { ShownLocationCount } from '../../../lib/location-count';

/**
 * The banner: the brand promise, the way in, and (from the route) the location search box. The
 * locator's size is the route's, from the database: no figure at all while it holds nothing.
 */
export function HomeHero({
  search,
  locations = null,
}: { search?: ReactNode; locations?: ShownLocationCount | null } = {}) {
  const { t } = useTranslation();
  const locationStat = locations
    ? locations.over
      ? {
          value: t('home.stats.locations', { count: formatNumber(locations.count) }),
          label: t('home.stats.locationsLabel'),
        }
      : { value: formatNumber(locations.count), label: t('home.stats.locationsCountLabel') }
    : null;
  const stats = [
    ...(locationStat ? [locationStat] : []),
    {
      value: t('home.stats.grades'),
      // The grades' names are the home page's `info` bundle's (its route loads it).
      label: t('home.stats.gradesLabel', { best: t('info.grades.A'), worst: t('info.grades.D') }),
    },
    { value: t('home.stats.storage', { count: MAX_STORAGE_MONTHS }), label: t('home.stats.storageLabel') },
  ];

  return (
    <section className={classes.hero} aria-labelledby="home-hero-title">
      <div className={classes.heroDecor} aria-hidden="true" />
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroCopy}>
          <Text className={classes.eyebrow}>{t('home.hero.eyebrow')}</Text>
          <Title order={1} id="home-hero-title" className={classes.heroTitle}>
            {t('home.hero.title')}
          </Title>
          <Text className={classes.heroLead}>{t('home.hero.lead')}</Text>
          {search ? <div className={classes.heroSearch}>{search}</div> : null}
          <Group gap="sm" mt="xl">
            <Button
              component={Link}
              to={ROUTES.recycleNow}
              size="lg"
              color="leaf.3"
              c="brand.9"
              rightSection={<IconArrowRight size={20} aria-hidden="true" />}
            >
              {t('home.hero.primary')}
            </Button>
            <Button
              component={Link}
              to={ROUTES.serviceSection}
              size="lg"
              variant="outline"
              className={classes.heroGhost}
            >
              {t('home.hero.secondary')}
            </Button>
          </Group>
        </div>
        {/* The illustration is the stylesheet's (hero-illustration.svg): markup the page's script would only repeat. */}
        <div className={classes.heroArt} role="img" aria-label={t('home.hero.illustration')} />
      </Container>
      <Container size="lg" className={classes.statsWrap}>
        <dl className={classes.stats} aria-label={t('home.stats.label')}>
          {stats.map((stat) => (
            <div key={stat.label} className={classes.stat}>
              <dt className={classes.statLabel}>{stat.label}</dt>
              <dd className={classes.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
