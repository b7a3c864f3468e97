import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { dataOrderQueryKey } from './get-data-order';

/** POST /api/data-retrieval/order/{id}/cancel: only while the order awaits payment (else 409, toasted). */
export function cancelDataOrder(orderId: string): Promise<Envelope<unknown>> {
  return apiEnvelope(`/api/data-retrieval/order/${encodeURIComponent(orderId)}/cancel`, { method: 'POST' });
}

export function useCancelDataOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDataOrder(orderId),
    onSettled: () => client.invalidateQueries({ queryKey: dataOrderQueryKey(orderId) }),
  });
}
