import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** An order's facts as a description list, two columns where there is room. */
export function FactList({ title, facts, id }: { title: string; facts: readonly Fact[]; id: string }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {fact.label}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={fact.testId}>
              {fact.value ?? '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
