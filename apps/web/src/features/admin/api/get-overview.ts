import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/admin/overview: what waits on staff, counts and money for today, 7 and 30 days. */
export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return apiData<AdminOverview>('/api/admin/overview', { signal });
}

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview(signal), staleTime: 0 });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
