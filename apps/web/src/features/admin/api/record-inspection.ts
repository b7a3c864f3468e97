import type { AdminDeviceOrder, PostInspectionRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface InspectionInput {
  orderId: string;
  body: PostInspectionRequest;
}

/**
 * POST /api/admin/device-orders/{id}/inspection: the grade the hub found in a device sent by post, as a partner's
 * counter records it; a rare device's valuation (`amount`, pounds) too. Every other amount is the server's.
 */
export function recordInspection({ orderId, body }: InspectionInput) {
  return apiEnvelope<AdminDeviceOrder>(`/api/admin/device-orders/${encodeURIComponent(orderId)}/inspection`, {
    method: 'POST',
    body,
  });
}

export function useRecordInspection() {
  return useAdminMutation(recordInspection);
}
