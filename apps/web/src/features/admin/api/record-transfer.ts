import type { AdminDeviceOrder } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface TransferInput {
  orderId: string;
  reference: string;
}

/** POST /api/admin/device-orders/{id}/transfer: the bank transfer is made; the server deletes the bank details. */
export function recordTransfer({ orderId, reference }: TransferInput) {
  return apiEnvelope<AdminDeviceOrder>(`/api/admin/device-orders/${encodeURIComponent(orderId)}/transfer`, {
    method: 'POST',
    body: { reference },
  });
}

export function useRecordTransfer() {
  return useAdminMutation(recordTransfer);
}
