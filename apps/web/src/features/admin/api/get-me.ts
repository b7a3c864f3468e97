import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export interface Me {
  userId: string;
  role: Role;
}

/** GET /deviceOwner/currentUser: who is signed in, and with which role (the server's word, not the stored one). */
export async function getMe(userId: string, signal?: AbortSignal): Promise<Me> {
  const user = await apiData<Me>('/deviceOwner/currentUser', { query: { userId }, signal });
  return { userId: user.userId, role: user.role };
}

export const meQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['admin', 'me', userId], queryFn: ({ signal }) => getMe(userId, signal), staleTime: 0 });

export function useMe(userId: string, enabled: boolean) {
  return useQuery({ ...meQueryOptions(userId), enabled });
}
