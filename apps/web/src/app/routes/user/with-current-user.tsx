import type { ReactNode } from 'react';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { CurrentUser } from '@recircuit/contract';
import { useCurrentUser } from '../../../features/account/api/get-current-user';
import { useSession } from '../../../lib/signed-in-user';

/** Loads the signed-in person's profile for an account page (the guard has confirmed the session). */
export function WithCurrentUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useCurrentUser(session?.userId ?? '');
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Stack align="flex-start">
        <Text>{t('pages.error.body')}</Text>
        <Button variant="light" onClick={() => void query.refetch()}>
          {t('common.reload')}
        </Button>
      </Stack>
    );
  }
  return (
    <Center py="xl">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
