import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnknownOrder } from '@recircuit/contract';
import { apiData } from '../../../lib/api-client';

/** GET /api/recycle-orders/unknown/by-device-owner/{id}: the owner's unknown-device orders, newest first. */
export function getUnknownOrders(userId: string, signal?: AbortSignal): Promise<UnknownOrder[]> {
  return apiData<UnknownOrder[]>(`/api/recycle-orders/unknown/by-device-owner/${encodeURIComponent(userId)}`, { signal });
}

export const unknownOrdersQueryKey = (userId: string) => ['unknown-orders', userId] as const;

export function unknownOrdersQuery(userId: string) {
  return queryOptions({
    queryKey: unknownOrdersQueryKey(userId),
    queryFn: ({ signal }) => getUnknownOrders(userId, signal),
  });
}

export function useUnknownOrders(userId: string | null) {
  return useQuery({ ...unknownOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
}
