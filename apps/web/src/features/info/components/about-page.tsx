import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './info.module.css';

/** /about: who we are, what we do with devices and data, and how we make money. */
export function AboutPage() {
  const { t } = useTranslation();
  const lists = [
    { id: 'devices', title: t('guides.about.devicesTitle'), items: t('guides.about.devices', { returnObjects: true }) },
    { id: 'data', title: t('guides.about.dataTitle'), items: t('guides.about.data', { returnObjects: true }) },
    { id: 'money', title: t('guides.about.moneyTitle'), items: t('guides.about.money', { returnObjects: true }) },
  ];
  return (
    <Container size="md" py="xl">
      <Title order={1}>{t('guides.about.title')}</Title>
      <Text className={classes.lead} mt="md">
        {t('guides.about.lead')}
      </Text>
      <section className={classes.section} aria-labelledby="about-who">
        <Title order={2} id="about-who">
          {t('guides.about.whoTitle')}
        </Title>
        <Text mt="sm">{t('guides.about.who')}</Text>
      </section>
      {lists.map((list) => (
        <section key={list.id} id={list.id} className={classes.section} aria-labelledby={`about-${list.id}`}>
          <Title order={2} id={`about-${list.id}`}>
            {list.title}
          </Title>
          <List mt="sm" spacing="sm">
            {list.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </section>
      ))}
      <Stack align="flex-start" mt="xl">
        <Button component={Link} to={ROUTES.recycleNow} size="md">
          {t('guides.about.cta')}
        </Button>
      </Stack>
    </Container>
  );
}
