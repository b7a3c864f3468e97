import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Providers } from './providers';
import { createAppRouter } from './router';

export interface AppProps {
  /** Made before the first render when a server-rendered page hydrates (docs/rendering.md). */
  router?: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
}

export function App({ router: given, queryClient }: AppProps) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
