import type { UnknownOrder } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { usePagedList } from '../../../lib/use-paged-list';

/** GET /api/recycle-orders/unknown/by-device-owner/{id}: one page of the owner's unknown-device orders, newest first. */
export function getUnknownOrders(
  userId: string,
  page: { limit: number; offset: number },
  signal?: AbortSignal,
): Promise<UnknownOrder[]> {
  return apiData<UnknownOrder[]>(`/api/recycle-orders/unknown/by-device-owner/${encodeURIComponent(userId)}`, {
    query: page,
    signal,
  });
}

export function useUnknownOrders(userId: string | null) {
  return usePagedList(
    ['unknown-orders', userId],
    (page, signal) => getUnknownOrders(userId ?? '', page, signal),
    Boolean(userId),
  );
}
