import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BankDetailsRequest, Envelope, OrderDetail } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/**
 * PUT /api/recycle-orders/{orderId}/bank-details: the account a sold device sent by post is paid into, for this order
 * only; answered with the order, its details masked (docs/product.md, "Hand-in by post").
 */
export function saveBankDetails(orderId: string, body: BankDetailsRequest): Promise<Envelope<OrderDetail>> {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/${encodeURIComponent(orderId)}/bank-details`, {
    method: 'PUT',
    body,
  });
}

export function useSaveBankDetails(key: OrderDetailKey, orderId: string) {
  const queryClient = useQueryClient();
  const queryKey = orderDetailQueryOptions(key).queryKey;
  return useMutation({
    mutationFn: (body: BankDetailsRequest) => saveBankDetails(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.data),
    // A 409 means the order moved on meanwhile (paid, or ended): show it as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
