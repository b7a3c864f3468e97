import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api-client';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/** POST /api/recycle-orders/qr/{orderId}/confirm[?t=]: staff or the QR holder confirm the hand-in. */
export function confirmHandIn(orderId: string, t?: string | null): Promise<Envelope<unknown>> {
  return apiEnvelope<unknown>(`/api/recycle-orders/qr/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    query: { t: t || undefined },
  });
}

export function useConfirmHandIn(key: OrderDetailKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => confirmHandIn(orderId, key.t),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderDetailQueryOptions(key).queryKey }),
  });
}
