import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationStats } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/** GET /proxy/api/locations/stats: how many points the locator holds, from where, how fresh. */
export function getLocationStats(signal?: AbortSignal): Promise<LocationStats> {
  // Silent: without the numbers the page still searches; "About this data" says they are missing.
  return apiData<LocationStats>('/api/locations/stats', { signal, silent: true });
}

export const locationStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['locations', 'stats'],
    queryFn: ({ signal }) => getLocationStats(signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useLocationStats() {
  return useQuery(locationStatsQueryOptions());
}
