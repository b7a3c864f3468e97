import { queryOptions, useQuery } from '@tanstack/react-query';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { catalogueGet } from './catalogue-query';

/** GET /api/device-recycle/gettypes: the device types of the catalogue. */
export function getTypes(signal?: AbortSignal): Promise<string[]> {
  return catalogueGet<string[]>('/api/device-recycle/gettypes', {}, CATALOGUE_MESSAGES.failedTypes, signal);
}

export const typesQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'types'], queryFn: ({ signal }) => getTypes(signal), staleTime: 300_000 });

export function useTypes() {
  return useQuery(typesQueryOptions());
}
