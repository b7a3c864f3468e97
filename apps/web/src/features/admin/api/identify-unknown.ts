import type { IdentifyRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface IdentifyInput extends IdentifyRequest {
  orderId: string;
}

/** POST /api/admin/unknown-orders/{id}/identify: a catalogue model and grade; the server quotes it and emails the owner. */
export function identifyUnknown({ orderId, ...body }: IdentifyInput) {
  return apiEnvelope<unknown>(`/api/admin/unknown-orders/${encodeURIComponent(orderId)}/identify`, {
    method: 'POST',
    body,
  });
}

export function useIdentifyUnknown() {
  return useAdminMutation(identifyUnknown);
}
