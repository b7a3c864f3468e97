import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { isComplete, type Selection } from '../model/cascade';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/calculate-price: the estimated price in pounds of a complete selection. */
export function calculatePrice(selection: Selection, signal?: AbortSignal): Promise<number> {
  if (!isComplete(selection)) return Promise.reject(new Error('incomplete selection'));
  return catalogueGet<number>(
    '/api/device-recycle/calculate-price',
    { ...selection },
    CATALOGUE_MESSAGES.failedPrice,
    signal,
  );
}

export const priceQueryOptions = (selection: Selection) =>
  queryOptions({
    queryKey: ['catalogue', 'price', selection],
    queryFn: ({ signal }) => calculatePrice(selection, signal),
    enabled: isComplete(selection),
  });

export function usePrice(selection: Selection) {
  return useQuery(priceQueryOptions(selection));
}
