import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/unknown-orders/{id}/review: the device is now Under review. */
export function reviewUnknown(orderId: string) {
  return apiEnvelope<unknown>(`/api/admin/unknown-orders/${encodeURIComponent(orderId)}/review`, { method: 'POST' });
}

export function useReviewUnknown() {
  return useAdminMutation(reviewUnknown);
}
