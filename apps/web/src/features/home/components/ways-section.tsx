import { Anchor, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCurrencyPound, IconHeartHandshake, IconRecycle, IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './home.module.css';

/** Repair, donate, sell and recycle: each tile leads where that way starts. */
export function WaysSection() {
  const { t } = useTranslation();
  const ways = [
    {
      icon: IconTool,
      title: t('home.ways.repair'),
      body: t('home.ways.repairBody'),
      cta: t('info.ways.repairCta'),
      to: `${ROUTES.recyclingGuide}#repair`,
    },
    {
      icon: IconHeartHandshake,
      title: t('home.ways.donate'),
      body: t('home.ways.donateBody'),
      cta: t('info.ways.donateCta'),
      to: `${ROUTES.recyclingGuide}#donate`,
    },
    {
      icon: IconCurrencyPound,
      title: t('home.ways.sell'),
      body: t('home.ways.sellBody'),
      cta: t('info.ways.sellCta'),
      to: ROUTES.recycleNow,
    },
    {
      icon: IconRecycle,
      title: t('home.ways.recycle'),
      body: t('home.ways.recycleBody'),
      cta: t('info.ways.recycleCta'),
      to: ROUTES.locations,
    },
  ];

  return (
    <section className={`${classes.section} ${classes.tinted}`} aria-labelledby="ways-title">
      <Container size="lg">
        <div className={classes.sectionHead}>
          <Title order={2} id="ways-title">
            {t('home.ways.title')}
          </Title>
        </div>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {ways.map(({ icon: Icon, title, body, cta, to }) => (
            <article key={title} className={classes.tile} data-way={title}>
              <ThemeIcon size={48} radius="xl" color="brand" aria-hidden="true">
                <Icon size={26} stroke={1.8} />
              </ThemeIcon>
              <Title order={3} className={classes.tileTitle}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {body}
              </Text>
              <Anchor component={Link} to={to} className={classes.tileLink}>
                {cta}
              </Anchor>
            </article>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
