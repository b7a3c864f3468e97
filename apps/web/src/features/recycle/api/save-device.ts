import { useMutation } from '@tanstack/react-query';
import type { SaveDeviceRequest, SavedDevice } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export interface SaveDeviceInput {
  body: SaveDeviceRequest;
  /** One key per submission: a retry or a double click reuses it, so the server makes one order. */
  idempotencyKey: string;
}

/** POST /api/device-recycle/save-device: the order for a device; the server prices it itself. */
export function saveDevice({ body, idempotencyKey }: SaveDeviceInput): Promise<SavedDevice> {
  return apiData<SavedDevice>('/api/device-recycle/save-device', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useSaveDevice() {
  return useMutation({ mutationFn: saveDevice });
}
