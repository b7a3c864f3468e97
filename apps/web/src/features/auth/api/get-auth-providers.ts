import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvider } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /auth/providers: which third-party sign-in methods this site has set up. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvider[]> {
  return apiData<AuthProvider[]>('/auth/providers', { signal, silent: true });
}

export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
  });

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
