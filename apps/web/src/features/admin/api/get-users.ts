import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

export interface UsersQuery {
  q: string;
  limit: number;
  offset: number;
}

/** GET /api/admin/users (admins only): accounts matching `q` by email or name. */
export function getUsers(query: UsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiData<AdminUsersPage>('/api/admin/users', { query: { ...query, q: query.q.trim() || undefined }, signal });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
