import type { DataOrderFulfilment } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** The staff step that ends the owner's choice for the device, named as its route. */
export type EndStep = 'dispatch' | 'collected' | 'recycled';

/**
 * POST /api/admin/data-orders/{id}/dispatch (with `trackingReference`), …/collected or …/recycled:
 * the device was posted back, collected, or passed on for recycling (which opens a recycle order).
 */
export function endDeviceJourney(input: { orderId: string; step: EndStep; trackingReference?: string }) {
  return apiEnvelope<DataOrderFulfilment>(`/api/admin/data-orders/${encodeURIComponent(input.orderId)}/${input.step}`, {
    method: 'POST',
    ...(input.step === 'dispatch' ? { body: { trackingReference: input.trackingReference ?? '' } } : {}),
  });
}

export function useEndDeviceJourney() {
  return useAdminMutation(endDeviceJourney);
}
