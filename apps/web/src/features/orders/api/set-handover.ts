import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HandoverStep, OrderDetail } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/** PUT /api/recycle-orders/{orderId}/handover: the steps of the checklist done, answered with the order. */
export function setHandover(orderId: string, done: HandoverStep[]): Promise<OrderDetail> {
  return apiData<OrderDetail>(`/api/recycle-orders/${encodeURIComponent(orderId)}/handover`, {
    method: 'PUT',
    body: { done },
  });
}

export function useSetHandover(key: OrderDetailKey, orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (done: HandoverStep[]) => setHandover(orderId, done),
    onSuccess: (order) => queryClient.setQueryData(orderDetailQueryOptions(key).queryKey, order),
    // A 409 means the device was handed in meanwhile: show the order as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey }),
  });
}
