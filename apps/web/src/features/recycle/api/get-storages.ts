import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/getstorages?type=&brand=&name=&color=: storage sizes in GB, ascending. */
export function getStorages(
  type: string,
  brand: string,
  name: string,
  color: string,
  signal?: AbortSignal,
): Promise<number[]> {
  return catalogueGet<number[]>(
    '/api/device-recycle/getstorages',
    { type, brand, name, color },
    CATALOGUE_MESSAGES.failedStorages,
    signal,
  );
}

export const storagesQueryOptions = (
  type: string | null,
  brand: string | null,
  name: string | null,
  color: string | null,
) =>
  queryOptions({
    queryKey: ['catalogue', 'storages', type, brand, name, color],
    queryFn: ({ signal }) => getStorages(type ?? '', brand ?? '', name ?? '', color ?? '', signal),
    enabled: Boolean(type && brand && name && color),
    staleTime: 300_000,
  });

export function useStorages(type: string | null, brand: string | null, name: string | null, color: string | null) {
  return useQuery(storagesQueryOptions(type, brand, name, color));
}
