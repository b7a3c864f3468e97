import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope, OrderDetail, RevisedOfferDecision } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { orderDetailQueryOptions, type OrderDetailKey } from './get-order-detail';

/**
 * POST /api/recycle-orders/{orderId}/revised-offer: the owner of a device sent by post accepts the hub's revised offer,
 * or declines it with the address the device is posted back to; answered with the order.
 */
export function answerRevisedOffer(orderId: string, body: RevisedOfferDecision): Promise<Envelope<OrderDetail>> {
  return apiEnvelope<OrderDetail>(`/api/recycle-orders/${encodeURIComponent(orderId)}/revised-offer`, {
    method: 'POST',
    body,
  });
}

export function useAnswerRevisedOffer(key: OrderDetailKey, orderId: string) {
  const queryClient = useQueryClient();
  const queryKey = orderDetailQueryOptions(key).queryKey;
  return useMutation({
    mutationFn: (body: RevisedOfferDecision) => answerRevisedOffer(orderId, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, answer.data),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
