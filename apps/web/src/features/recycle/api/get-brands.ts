import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/getbrands?type=: the brands of one type. */
export function getBrands(type: string, signal?: AbortSignal): Promise<string[]> {
  return catalogueGet<string[]>('/api/device-recycle/getbrands', { type }, CATALOGUE_MESSAGES.failedBrands, signal);
}

export const brandsQueryOptions = (type: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'brands', type],
    queryFn: ({ signal }) => getBrands(type ?? '', signal),
    enabled: Boolean(type),
    staleTime: 300_000,
  });

export function useBrands(type: string | null) {
  return useQuery(brandsQueryOptions(type));
}
