import type { ConfirmHandInRequest, OrderDetail } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface HandInInput {
  orderId: string;
  body: ConfirmHandInRequest;
}

/**
 * POST /api/recycle-orders/qr/{id}/confirm as staff at the counter: the grade found, the owner's answer to a
 * revised offer, and how a sale was paid (docs/product.md, "At the counter"). Every amount is the server's.
 */
export function confirmHandIn({ orderId, body }: HandInInput) {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/qr/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    body,
  });
}

export function useConfirmHandIn() {
  return useAdminMutation(confirmHandIn);
}
