import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export interface OrderDetailKey {
  userId: string;
  deviceId: string;
  /** The QR code's token: lets anyone holding the code see the open order until its quote expires (never confirm it). */
  t?: string | null;
}

/** GET /api/recycle-orders/detail?userId=&deviceId=[&t=]: one device order (owner, staff or QR holder). */
export function getOrderDetail({ userId, deviceId, t }: OrderDetailKey, signal?: AbortSignal): Promise<OrderDetail> {
  return apiData<OrderDetail>('/api/recycle-orders/detail', {
    query: { userId, deviceId, t: t || undefined },
    signal,
    silent: true,
  });
}

export const orderDetailQueryOptions = (key: OrderDetailKey) =>
  queryOptions({
    queryKey: ['recycle-order', key.userId, key.deviceId, key.t ?? null],
    queryFn: ({ signal }) => getOrderDetail(key, signal),
    enabled: Boolean(key.userId && key.deviceId),
    staleTime: 0,
  });

export function useOrderDetail(key: OrderDetailKey) {
  return useQuery(orderDetailQueryOptions(key));
}
