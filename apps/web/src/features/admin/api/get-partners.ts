import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPartner } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/admin/partners: every partner, retired ones too, by name. */
export function getPartners(signal?: AbortSignal): Promise<AdminPartner[]> {
  return apiData<AdminPartner[]>('/api/admin/partners', { signal });
}

export const partnersQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.partners(), queryFn: ({ signal }) => getPartners(signal), staleTime: 0 });

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
