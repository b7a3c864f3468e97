import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** POST /api/data-retrieval/order/{id}/extend: a checkout for extra hosting months (6 in all at most). */
export function extendHosting(orderId: string, months: number): Promise<Checkout> {
  return apiData<Checkout>(`/api/data-retrieval/order/${encodeURIComponent(orderId)}/extend`, {
    method: 'POST',
    body: { months },
  });
}

export function useExtendHosting(orderId: string) {
  return useMutation({ mutationFn: (months: number) => extendHosting(orderId, months) });
}
