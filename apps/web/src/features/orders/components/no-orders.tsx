import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';

/** What My Orders shows until someone has an order (the orders issue fills the list). */
export function NoOrders() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="flex-start" gap="sm">
        <IconPackage size={36} stroke={1.6} aria-hidden="true" />
        <Title order={2} size="h3">
          {t('account.orders.emptyTitle')}
        </Title>
        <Text>{t('account.orders.emptyBody')}</Text>
        <Button component={Link} to={ROUTES.recycleNow}>
          {t('account.orders.cta')}
        </Button>
      </Stack>
    </Paper>
  );
}
