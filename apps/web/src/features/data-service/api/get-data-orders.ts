import type { DataOrderListItem } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/data-orders/by-device-owner/{userId}: one page of the owner's data orders, newest first. */
export function getDataOrders(
  userId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<DataOrderListItem[]> {
  return apiData<DataOrderListItem[]>(`/api/data-orders/by-device-owner/${encodeURIComponent(userId)}`, {
    query: page,
    signal,
  });
}

export function useDataOrders(userId: string) {
  return usePagedList(['data-orders', userId], (page, signal) => getDataOrders(userId, page, signal), Boolean(userId));
}
