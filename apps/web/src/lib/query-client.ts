import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query. The API client already toasts every failure,
 * so queries do not retry by themselves (a retry would repeat the toast).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
