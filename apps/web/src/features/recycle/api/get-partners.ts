import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

export type PartnerKind = Partner['kind'];

/** GET /api/partners?kind=: trade-in partners, specialists (rare devices) or recyclers. */
export function getPartners(kind: PartnerKind, signal?: AbortSignal): Promise<Partner[]> {
  return apiData<Partner[]>('/api/partners', { query: { kind }, signal, silent: true });
}

export const partnersQueryOptions = (kind: PartnerKind) =>
  queryOptions({
    queryKey: ['partners', kind],
    queryFn: ({ signal }) => getPartners(kind, signal),
    staleTime: 300_000,
  });

export function usePartners(kind: PartnerKind) {
  return useQuery(partnersQueryOptions(kind));
}
