import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';

/** What an owner sees at /admin: the console is for staff (the server refuses owners too). */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="xl" data-testid="not-allowed">
      <Stack align="flex-start" gap="md">
        <IconLock size={36} stroke={1.6} aria-hidden="true" />
        <Title order={1} size="h2">
          {t('admin.notAllowed.title')}
        </Title>
        <Text>{t('admin.notAllowed.body')}</Text>
        <Anchor component={Link} to="/">
          {t('admin.notAllowed.home')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
