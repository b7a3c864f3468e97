import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDataOrder, AdminDeviceOrder, AdminUnknownOrder } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** What GET /api/admin/{kind}-orders/{id} answers, per kind. */
export interface AdminOrderOf {
  device: AdminDeviceOrder;
  unknown: AdminUnknownOrder;
  data: AdminDataOrder;
}
export type OrderPageKind = keyof AdminOrderOf;

/** GET /api/admin/{device|unknown|data}-orders/{id}: one order with its owner, timeline and next steps. */
export function getOrder<K extends OrderPageKind>(kind: K, orderId: string, signal?: AbortSignal) {
  return apiData<AdminOrderOf[K]>(`/api/admin/${kind}-orders/${encodeURIComponent(orderId)}`, {
    signal,
    // Silent: the page says the order was not found in its own words.
    silent: true,
  });
}

export const orderQueryOptions = <K extends OrderPageKind>(kind: K, orderId: string) =>
  queryOptions({
    queryKey: adminKeys.order(kind, orderId),
    queryFn: ({ signal }) => getOrder(kind, orderId, signal),
    staleTime: 0,
  });

export function useAdminOrder<K extends OrderPageKind>(kind: K, orderId: string) {
  return useQuery(orderQueryOptions(kind, orderId));
}
