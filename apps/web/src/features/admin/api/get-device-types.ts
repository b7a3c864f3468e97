import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api';

/** GET /api/device-recycle/gettypes: the catalogue's device types, offered when drafting a model. */
export function getDeviceTypes(signal?: AbortSignal): Promise<string[]> {
  return apiData<string[]>('/api/device-recycle/gettypes', { signal, silent: true });
}

export const deviceTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'device-types'],
    queryFn: ({ signal }) => getDeviceTypes(signal),
    staleTime: 300_000,
  });

export function useDeviceTypes() {
  return useQuery(deviceTypesQueryOptions());
}
