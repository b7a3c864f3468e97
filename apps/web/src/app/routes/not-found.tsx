import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './not-found.module.css';

/** Any path the site does not know. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={{ base: 56, sm: 104 }}>
      <Stack align="flex-start" gap="lg">
        <Text className={classes.code} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('pages.notFound.title')}</Title>
        <Text size="lg" c="dimmed">
          {t('pages.notFound.body')}
        </Text>
        <Button
          component={Link}
          to={ROUTES.home}
          size="md"
          leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
        >
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
