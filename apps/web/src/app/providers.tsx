// The toasts' styles come with the first load, not with their lazy code: a stylesheet added
// after a server-rendered page has painted restyles the whole page (docs/rendering.md).
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container renders toasts already queued in the notifications store, so it can
// arrive when the first toast does, without losing any, and stays off the page's load.
const ToastHost = lazy(() => import('./toast-host'));

const anyToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** The toast container, from the first toast on (none is shown while a page renders on the server). */
function Toasts() {
  const wanted = useSyncExternalStore(notificationsStore.subscribe, anyToast, () => false);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  /** 'test' turns off transitions and portals in unit tests. */
  env?: 'default' | 'test';
  /** A cache filled before the first render (a server-rendered page's data); a new one otherwise. */
  queryClient?: QueryClient;
}

/** Theme, server-state cache and toasts. Light scheme only; no ColorSchemeScript (the CSP forbids inline script). */
export function Providers({ children, env = 'default', queryClient: given }: ProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
        <Toasts />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
