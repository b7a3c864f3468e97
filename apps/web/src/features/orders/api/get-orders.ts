import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderListItem } from '@recircuit/contract';
import { apiData } from '../../../lib/api-client';

export const ORDERS_PAGE_SIZE = 50;

/** GET /api/recycle-orders/by-device-owner/{userId}: the owner's device orders, newest first. */
export function getOrders(userId: string, signal?: AbortSignal): Promise<OrderListItem[]> {
  return apiData<OrderListItem[]>(`/api/recycle-orders/by-device-owner/${encodeURIComponent(userId)}`, {
    query: { limit: ORDERS_PAGE_SIZE, offset: 0 },
    signal,
  });
}

export const ordersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['recycle-orders', userId],
    queryFn: ({ signal }) => getOrders(userId, signal),
    enabled: Boolean(userId),
    staleTime: 0,
  });

export function useOrders(userId: string) {
  return useQuery(ordersQueryOptions(userId));
}
