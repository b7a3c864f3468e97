import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/getcolors?type=&brand=&name=: the colours of one model. */
export function getColors(type: string, brand: string, name: string, signal?: AbortSignal): Promise<string[]> {
  return catalogueGet<string[]>(
    '/api/device-recycle/getcolors',
    { type, brand, name },
    CATALOGUE_MESSAGES.failedColors,
    signal,
  );
}

export const colorsQueryOptions = (type: string | null, brand: string | null, name: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'colors', type, brand, name],
    queryFn: ({ signal }) => getColors(type ?? '', brand ?? '', name ?? '', signal),
    enabled: Boolean(type && brand && name),
    staleTime: 300_000,
  });

export function useColors(type: string | null, brand: string | null, name: string | null) {
  return useQuery(colorsQueryOptions(type, brand, name));
}
