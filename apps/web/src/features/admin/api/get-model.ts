import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminModel } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

/** GET /api/admin/catalogue/models/{id}: one model in any status. */
export function getModel(modelId: string, signal?: AbortSignal): Promise<AdminModel> {
  return apiData<AdminModel>(`/api/admin/catalogue/models/${encodeURIComponent(modelId)}`, { signal, silent: true });
}

export const modelQueryOptions = (modelId: string) =>
  queryOptions({
    queryKey: adminKeys.model(modelId),
    queryFn: ({ signal }) => getModel(modelId, signal),
    staleTime: 0,
  });

export function useModel(modelId: string) {
  return useQuery(modelQueryOptions(modelId));
}
