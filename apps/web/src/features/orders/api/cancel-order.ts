import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, OrderDetail } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/** POST /api/recycle-orders/{orderId}/cancel: the owner cancels while the order is still Submitted. */
export function cancelOrder(orderId: string): Promise<Envelope<OrderDetail>> {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
}

export function useCancelOrder(key: OrderDetailKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    // A 409 means the order moved on meanwhile: show where it is now. My Orders must show the change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey }),
        queryClient.invalidateQueries({ queryKey: ['recycle-orders'] }),
      ]),
  });
}
