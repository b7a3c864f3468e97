import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';

/** The frame both order forms share: title, intro, the fields, and Back and Place order. */
export function OrderFormFrame({
  title,
  intro,
  onSubmit,
  busy,
  children,
}: {
  title: string;
  intro: string;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            {children}
            <Group justify="space-between">
              <Button component={Link} to={ROUTES.dataService} variant="default">
                {t('data.form.back')}
              </Button>
              <Button type="submit" loading={busy} disabled={busy}>
                {t('data.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
