import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/** POST /api/recycle-orders/qr/{orderId}/confirm: staff confirm the hand-in (the QR's token only shows the order). */
export function confirmHandIn(orderId: string): Promise<Envelope<unknown>> {
  return apiEnvelope<unknown>(`/api/recycle-orders/qr/${encodeURIComponent(orderId)}/confirm`, { method: 'POST' });
}

export function useConfirmHandIn(key: OrderDetailKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => confirmHandIn(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey }),
  });
}
