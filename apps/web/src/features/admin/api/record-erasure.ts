import type { DataOrderFulfilment, ErasureRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface ErasureInput extends ErasureRequest {
  orderId: string;
}

/** POST /api/admin/data-orders/{id}/erasure: completes the order; a certified one gets its certificate. */
export function recordErasure({ orderId, ...body }: ErasureInput) {
  return apiEnvelope<DataOrderFulfilment>(`/api/admin/data-orders/${encodeURIComponent(orderId)}/erasure`, {
    method: 'POST',
    body,
  });
}

export function useRecordErasure() {
  return useAdminMutation(recordErasure);
}
