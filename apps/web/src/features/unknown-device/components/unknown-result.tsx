import { useState } from 'react';
import { Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { statusOf, unknownStore } from '../model/unknown-data';

/** /recycle/unknown-result: the new order's number and what our staff do next. */
export function UnknownResult() {
  const { t } = useTranslation();
  const [order] = useState(() => unknownStore.lastOrder());

  if (!order) {
    return (
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack align="flex-start" gap="sm">
          <Title order={1}>{t('unknown.result.title')}</Title>
          <Text>{t('unknown.result.missing')}</Text>
          <Button component={Link} to="/recycle/unknown">
            {t('unknown.result.start')}
          </Button>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon size={44} radius="xl" color="green.9" aria-hidden="true">
          <IconCircleCheck size={28} />
        </ThemeIcon>
        <Title order={1}>{t('unknown.result.title')}</Title>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <dl style={{ margin: 0 }}>
            <Text component="dt" size="sm" c="dimmed">
              {t('unknown.result.orderNumber')}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl" data-testid="unknown-order-number">
              {order.orderNumber}
            </Text>
            <Text component="dt" size="sm" c="dimmed" mt="sm">
              {t('unknown.result.status')}
            </Text>
            <Text component="dd" m={0}>
              {statusOf(t, order.status)}
            </Text>
          </dl>
          <Title order={2} size="h4">
            {t('unknown.result.nextTitle')}
          </Title>
          <List type="ordered" spacing="xs">
            <List.Item>{t('unknown.result.stepIdentify')}</List.Item>
            <List.Item>{t('unknown.result.stepCatalogue')}</List.Item>
            <List.Item>{t('unknown.result.stepContact')}</List.Item>
          </List>
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button component={Link} to="/recycle/unknown" variant="default">
          {t('unknown.result.another')}
        </Button>
        <Button component={Link} to={ROUTES.userOrders}>
          {t('unknown.result.orders')}
        </Button>
      </Group>
    </Stack>
  );
}
