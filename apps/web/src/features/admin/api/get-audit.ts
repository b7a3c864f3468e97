import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

export interface AuditQuery {
  limit: number;
  offset: number;
}

/** GET /api/admin/audit: staff actions, newest first. */
export function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return apiData<AuditPage>('/api/admin/audit', { query: { ...query }, signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => getAudit(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAudit(query: AuditQuery) {
  return useQuery(auditQueryOptions(query));
}
