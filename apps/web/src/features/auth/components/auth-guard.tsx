import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { dialogs } from '../../../lib/dialogs';
import { useSession, useSessionChecked } from '../../../lib/signed-in-user';
import { guardState, shouldOfferLogin, type GuardState } from './auth-guard-state';

/**
 * Guards a signed-in area for real: nothing inside renders, and so nothing inside
 * is fetched, until the server has confirmed the session. A signed-out visit opens the
 * login dialog, which comes back to the page asked for.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useSession();
  const checked = useSessionChecked();
  const { pathname, search, hash } = useLocation();
  const state = guardState(user !== null, checked);
  const previous = useRef<GuardState | null>(null);
  const returnTo = `${pathname}${search}${hash}`;

  useEffect(() => {
    if (shouldOfferLogin(previous.current, state)) dialogs.open('login', { returnTo });
    previous.current = state;
  }, [state, returnTo]);

  if (state === 'signed-in') return children;
  if (state === 'checking') {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{t('auth.guard.checking')}</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
      <Stack align="flex-start" gap="md">
        <IconLock size={36} stroke={1.6} aria-hidden="true" />
        <Title order={1} size="h2">
          {t('auth.guard.title')}
        </Title>
        <Text>{t('auth.guard.body')}</Text>
        <Button onClick={() => dialogs.open('login', { returnTo })}>{t('auth.guard.signIn')}</Button>
      </Stack>
    </Paper>
  );
}
