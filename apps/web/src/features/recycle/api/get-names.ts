import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/getnames?type=&brand=: the models of one brand, newest first. */
export function getNames(type: string, brand: string, signal?: AbortSignal): Promise<string[]> {
  return catalogueGet<string[]>(
    '/api/device-recycle/getnames',
    { type, brand },
    CATALOGUE_MESSAGES.failedNames,
    signal,
  );
}

export const namesQueryOptions = (type: string | null, brand: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'names', type, brand],
    queryFn: ({ signal }) => getNames(type ?? '', brand ?? '', signal),
    enabled: Boolean(type && brand),
    staleTime: 300_000,
  });

export function useNames(type: string | null, brand: string | null) {
  return useQuery(namesQueryOptions(type, brand));
}
