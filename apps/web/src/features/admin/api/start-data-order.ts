import type { DataOrderFulfilment } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/data-orders/{id}/start: work on a paid (or free) order begins. */
export function startDataOrder(orderId: string) {
  return apiEnvelope<DataOrderFulfilment>(`/api/admin/data-orders/${encodeURIComponent(orderId)}/start`, {
    method: 'POST',
  });
}

export function useStartDataOrder() {
  return useAdminMutation(startDataOrder);
}
