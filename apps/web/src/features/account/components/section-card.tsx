import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the account pages. */
export function SectionCard({
  title,
  intro,
  children,
  id,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={id ? `${id}-title` : undefined}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={id ? `${id}-title` : undefined}>
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
