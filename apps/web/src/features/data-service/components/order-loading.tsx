import '../../../lib/mantine-css/Loader.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Center.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
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
