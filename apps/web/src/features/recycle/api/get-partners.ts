import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner, PartnerKind } from '@recircuit/contract';
import { apiData } from '../../../lib/api';

/**
 * GET /api/partners?kind=[&near=]: trade-in partners, specialists, charities or drop-off points, with address,
 * opening hours and payout methods; with `near` (a postcode) each carries its distance, nearest first.
 */
export function getPartners(kind: PartnerKind, near?: string, signal?: AbortSignal): Promise<Partner[]> {
  return apiData<Partner[]>('/api/partners', { query: { kind, near }, signal, silent: true });
}

export const partnersQueryOptions = (kind: PartnerKind, near?: string) =>
  queryOptions({
    queryKey: ['partners', kind, near ?? null],
    queryFn: ({ signal }) => getPartners(kind, near, signal),
    staleTime: 300_000,
    // A new postcode keeps the cards on screen until the re-sorted list arrives.
    placeholderData: keepPreviousData,
  });

export function usePartners(kind: PartnerKind, near?: string) {
  return useQuery(partnersQueryOptions(kind, near));
}
