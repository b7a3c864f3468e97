import { Paper, Stack, Text, Title } from '@mantine/core';

/** A tab with nothing in it yet. */
export function EmptyTab({ title, body }: { title: string; body: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text>{body}</Text>
      </Stack>
    </Paper>
  );
}
