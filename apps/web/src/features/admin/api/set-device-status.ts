import type { AdminDeviceOrder, DeviceStatusRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface DeviceStatusInput extends DeviceStatusRequest {
  orderId: string;
}

/** POST /api/admin/device-orders/{id}/status: the next status only, with an optional note; the owner is emailed. */
export function setDeviceStatus({ orderId, ...body }: DeviceStatusInput) {
  return apiEnvelope<AdminDeviceOrder>(`/api/admin/device-orders/${encodeURIComponent(orderId)}/status`, {
    method: 'POST',
    body,
  });
}

export function useSetDeviceStatus() {
  return useAdminMutation(setDeviceStatus);
}
