import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';

/** The box that holds the order's next step. */
export function ActionCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="next-step"
      data-testid="next-step"
      bg="var(--mantine-color-brand-0)"
    >
      <Title order={2} size="h4" id="next-step" mb="sm">
        {t('admin.order.nextStep')}
      </Title>
      {children}
    </Paper>
  );
}
