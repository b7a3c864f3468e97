import { Center, Loader, Stack, Text, Title } from '@mantine/core';

/** The page's heading and a spinner while its order loads. */
export function OrderLoading({ title, message }: { title: string; message: string }) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{message}</Text>
        </Stack>
      </Center>
    </Stack>
  );
}
