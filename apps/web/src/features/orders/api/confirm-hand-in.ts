import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmHandInRequest, Envelope, OrderDetail } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

export interface ConfirmHandInInput {
  orderId: string;
  body: ConfirmHandInRequest;
}

/**
 * POST /api/recycle-orders/qr/{orderId}/confirm: staff record the hand-in at the counter, with the grade found, the
 * owner's answer to a revised offer and how a sale was paid (the QR's token only shows the order).
 */
export function confirmHandIn({ orderId, body }: ConfirmHandInInput): Promise<Envelope<OrderDetail>> {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/qr/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    body,
  });
}

export function useConfirmHandIn(key: OrderDetailKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmHandIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey }),
  });
}
