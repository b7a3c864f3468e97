import type { DataOrderFulfilment } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/data-orders/{id}/receive: the device reached the hub (Awaiting device → Processing). */
export function receiveDataOrder(orderId: string) {
  return apiEnvelope<DataOrderFulfilment>(`/api/admin/data-orders/${encodeURIComponent(orderId)}/receive`, {
    method: 'POST',
  });
}

export function useReceiveDataOrder() {
  return useAdminMutation(receiveDataOrder);
}
