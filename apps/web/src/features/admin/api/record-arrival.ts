import type { AdminDeviceOrder } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/device-orders/{id}/arrival: a device sent by post reached the hub, which is its hand-in. */
export function recordArrival(orderId: string) {
  return apiEnvelope<AdminDeviceOrder>(`/api/admin/device-orders/${encodeURIComponent(orderId)}/arrival`, {
    method: 'POST',
    body: {},
  });
}

export function useRecordArrival() {
  return useAdminMutation(recordArrival);
}
