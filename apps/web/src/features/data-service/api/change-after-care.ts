import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AfterCareRequest, DataOrderDetail } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { dataOrderQueryKey } from './get-data-order';

/** PUT /api/data-retrieval/order/{id}/after-care: the owner's new choice, answered with the order. */
export function changeAfterCare(orderId: string, body: AfterCareRequest): Promise<DataOrderDetail> {
  return apiData<DataOrderDetail>(`/api/data-retrieval/order/${encodeURIComponent(orderId)}/after-care`, {
    method: 'PUT',
    body,
  });
}

export function useChangeAfterCare(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AfterCareRequest) => changeAfterCare(orderId, body),
    onSuccess: (order) => client.setQueryData(dataOrderQueryKey(orderId), order),
  });
}
