import type { OrderListItem } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/recycle-orders/by-device-owner/{userId}: one page of the owner's device orders, newest first. */
export function getOrders(
  userId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<OrderListItem[]> {
  return apiData<OrderListItem[]>(`/api/recycle-orders/by-device-owner/${encodeURIComponent(userId)}`, {
    query: page,
    signal,
  });
}

export function useOrders(userId: string) {
  return usePagedList(['recycle-orders', userId], (page, signal) => getOrders(userId, page, signal), Boolean(userId));
}
