import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/** A console page's heading, with the page's own buttons beside it. */
export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" mb="md" wrap="wrap">
      <Title order={1} size="h2">
        {children}
      </Title>
      {actions}
    </Group>
  );
}
