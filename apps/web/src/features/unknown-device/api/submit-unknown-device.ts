import { useMutation } from '@tanstack/react-query';
import type { Envelope, UnknownDeviceRequest, UnknownOrder } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';

export interface SubmitUnknownDeviceInput {
  body: UnknownDeviceRequest;
  /** One key per submission: a retry or a double click reuses it, so the server makes one order. */
  idempotencyKey: string;
}

/** POST /api/unknown-device/submit: the unknown-device order; the page shows its own failure message. */
export function submitUnknownDevice({
  body,
  idempotencyKey,
}: SubmitUnknownDeviceInput): Promise<Envelope<UnknownOrder>> {
  return apiEnvelope<UnknownOrder>('/api/unknown-device/submit', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useSubmitUnknownDevice() {
  return useMutation({ mutationFn: submitUnknownDevice });
}
