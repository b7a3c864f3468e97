import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /deviceOwner/currentUser?userId=: the signed-in person's profile. */
export function getCurrentUser(userId: string, signal?: AbortSignal): Promise<CurrentUser> {
  return apiData<CurrentUser>('/deviceOwner/currentUser', { query: { userId }, signal });
}

export const currentUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['current-user', userId],
    queryFn: ({ signal }) => getCurrentUser(userId, signal),
  });

export function useCurrentUser(userId: string) {
  return useQuery(currentUserQueryOptions(userId));
}
