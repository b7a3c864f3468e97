import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOrderDetail } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /api/data-retrieval/order/{id}: one data order with its history, downloads and certificate. */
export function getDataOrder(orderId: string, signal?: AbortSignal): Promise<DataOrderDetail> {
  // Silent: the pages say 'Order data not found' or 'Failed to get order details…' themselves.
  return apiData<DataOrderDetail>(`/api/data-retrieval/order/${encodeURIComponent(orderId)}`, {
    signal,
    silent: true,
  });
}

export const dataOrderQueryKey = (orderId: string) => ['data-service', 'order', orderId] as const;

export const dataOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: dataOrderQueryKey(orderId),
    queryFn: ({ signal }) => getDataOrder(orderId, signal),
    enabled: Boolean(orderId),
    retry: false,
    staleTime: 0,
  });

type Options = Partial<Pick<ReturnType<typeof dataOrderQueryOptions>, 'refetchInterval'>>;

export function useDataOrder(orderId: string, options: Options = {}) {
  return useQuery({ ...dataOrderQueryOptions(orderId), ...options });
}
