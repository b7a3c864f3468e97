import type { RejectRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface RejectInput extends RejectRequest {
  orderId: string;
}

/** POST /api/admin/unknown-orders/{id}/reject: with the reason the owner is emailed. */
export function rejectUnknown({ orderId, ...body }: RejectInput) {
  return apiEnvelope<unknown>(`/api/admin/unknown-orders/${encodeURIComponent(orderId)}/reject`, {
    method: 'POST',
    body,
  });
}

export function useRejectUnknown() {
  return useAdminMutation(rejectUnknown);
}
