import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, OrderDetail } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/** POST /api/recycle-orders/{orderId}/voucher/activate: the owner activates the 10% voucher, once. */
export function activateVoucher(orderId: string): Promise<Envelope<OrderDetail>> {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/${encodeURIComponent(orderId)}/voucher/activate`, {
    method: 'POST',
  });
}

export function useActivateVoucher(key: OrderDetailKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateVoucher,
    onSuccess: (answer) => {
      if (answer.data) queryClient.setQueryData(orderDetailQueryOptions(key).queryKey, answer.data);
      else void queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey });
    },
  });
}
