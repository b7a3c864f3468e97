import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, OrderKind, OrderSortKey } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

export interface OrdersQuery {
  kind: OrderKind;
  status: string;
  q: string;
  sort: OrderSortKey;
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/** GET /api/admin/orders: a page of one kind's orders, every owner's, sorted by the server (newest first unless asked). */
export function getOrders(query: OrdersQuery, signal?: AbortSignal): Promise<AdminOrderPage> {
  return apiData<AdminOrderPage>('/api/admin/orders', {
    query: { ...query, status: query.status || undefined, q: query.q.trim() || undefined },
    signal,
  });
}

export const ordersQueryOptions = (query: OrdersQuery) =>
  queryOptions({
    queryKey: adminKeys.orders(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    staleTime: 0,
    // The table keeps the page it shows while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export function useOrders(query: OrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}
