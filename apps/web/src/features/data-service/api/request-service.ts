import { useMutation } from '@tanstack/react-query';
import type { DataServiceCreated, DataServiceRequest } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export interface RequestServiceInput {
  body: DataServiceRequest;
  /** One key per attempt: a retry or a double click reuses it, so the server makes one order. */
  idempotencyKey: string;
}

/** POST /api/data-retrieval/request-service: a retrieval or erasure order, priced by the server. */
export function requestService({ body, idempotencyKey }: RequestServiceInput): Promise<DataServiceCreated> {
  return apiData<DataServiceCreated>('/api/data-retrieval/request-service', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
}

export function useRequestService() {
  return useMutation({ mutationFn: requestService });
}
