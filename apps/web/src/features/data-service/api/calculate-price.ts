import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DataPrice, DataPriceRequest } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** POST /api/data-retrieval/calculate-price: the server's price and its lines; the page shows its own refusal. */
export function calculateDataPrice(request: DataPriceRequest, signal?: AbortSignal): Promise<DataPrice> {
  return apiData<DataPrice>('/api/data-retrieval/calculate-price', {
    method: 'POST',
    body: request,
    signal,
    silent: true,
  });
}

export const dataPriceQueryOptions = (request: DataPriceRequest | null) =>
  queryOptions({
    queryKey: ['data-service', 'price', request],
    queryFn: ({ signal }) => calculateDataPrice(request as DataPriceRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

/** The live price of `request` (null: not enough chosen yet). */
export function useDataPrice(request: DataPriceRequest | null) {
  return useQuery(dataPriceQueryOptions(request));
}
