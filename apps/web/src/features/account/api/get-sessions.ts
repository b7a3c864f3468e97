import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionInfo } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /deviceOwner/sessions: where this account is signed in. */
export function getSessions(signal?: AbortSignal): Promise<SessionInfo[]> {
  return apiData<SessionInfo[]>('/deviceOwner/sessions', { signal });
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['account-sessions'],
    queryFn: ({ signal }) => getSessions(signal),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
