import { Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCurrencyPound, IconHeartHandshake, IconRecycle, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

export function WaysSection() {
  const { t } = useTranslation();
  const ways = [
    { icon: IconTool, title: t('home.ways.repair'), body: t('home.ways.repairBody') },
    { icon: IconHeartHandshake, title: t('home.ways.donate'), body: t('home.ways.donateBody') },
    { icon: IconCurrencyPound, title: t('home.ways.sell'), body: t('home.ways.sellBody') },
    { icon: IconRecycle, title: t('home.ways.recycle'), body: t('home.ways.recycleBody') },
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
          {ways.map(({ icon: Icon, title, body }) => (
            <article key={title} className={classes.tile}>
              <ThemeIcon size={48} radius="xl" color="brand" aria-hidden="true">
                <Icon size={26} stroke={1.8} />
              </ThemeIcon>
              <Title order={3} className={classes.tileTitle}>
                {title}
              </Title>
              <Text c="dimmed" size="sm">
                {body}
              </Text>
            </article>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
