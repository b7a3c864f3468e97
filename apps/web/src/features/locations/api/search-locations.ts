import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationSearchResult } from '@recircuit/contract';
import { apiData, isApiError } from '../../../lib/api';
import { showApiErrorToast } from '../../../lib/toast';
import { hasSearch, type LocationSearchParams } from '../model/search-params';

/** A 400 (not a postcode or place) or a 404 (not found): the page says so itself. */
export function isSearchRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 400 || error.status === 404);
}

/**
 * GET /proxy/api/locations/search: the nearest drop-off points to a postcode, outcode or place.
 * Refusals are shown on the page; any other failure is toasted as the API client would.
 */
export async function searchLocations(
  search: LocationSearchParams,
  signal?: AbortSignal,
): Promise<LocationSearchResult> {
  try {
    return await apiData<LocationSearchResult>('/api/locations/search', {
      signal,
      silent: true,
      // A position searches in place of a query (the server takes one or the other).
      query: {
        q: search.position ? undefined : search.q,
        lat: search.position?.lat,
        lng: search.position?.lng,
        radius: search.radius,
        accepts: search.accepts.length > 0 ? search.accepts.join(',') : undefined,
      },
    });
  } catch (error) {
    if (isApiError(error) && !isSearchRefusal(error) && error.kind !== 'aborted') showApiErrorToast(error.message);
    throw error;
  }
}

export const locationSearchQueryKey = (search: LocationSearchParams) =>
  [
    'locations',
    'search',
    search.position ? `${search.position.lat},${search.position.lng}` : search.q,
    search.radius,
    search.accepts.join(','),
  ] as const;

export const locationSearchQueryOptions = (search: LocationSearchParams) =>
  queryOptions({
    queryKey: locationSearchQueryKey(search),
    queryFn: ({ signal }) => searchLocations(search, signal),
    enabled: hasSearch(search),
    staleTime: 60_000,
    retry: false,
    // A changed filter keeps the same place's list on screen while the new one loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === locationSearchQueryKey(search)[2] ? previous : undefined,
  });

export function useLocationSearch(search: LocationSearchParams) {
  return useQuery(locationSearchQueryOptions(search));
}
