import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminModelsPage, ModelStatus } from '@recircuit/contract';
import { apiData } from '../../../lib/api';
import { adminKeys } from './query-keys';

export interface ModelsQuery {
  q: string;
  status: ModelStatus | '';
  limit: number;
  offset: number;
}

/** GET /api/admin/catalogue/models: every status, `q` matching type, brand or name. */
export function getModels(query: ModelsQuery, signal?: AbortSignal): Promise<AdminModelsPage> {
  return apiData<AdminModelsPage>('/api/admin/catalogue/models', {
    query: { ...query, q: query.q.trim() || undefined, status: query.status || undefined },
    signal,
  });
}

export const modelsQueryOptions = (query: ModelsQuery) =>
  queryOptions({
    queryKey: adminKeys.models(query),
    queryFn: ({ signal }) => getModels(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useModels(query: ModelsQuery, enabled = true) {
  return useQuery({ ...modelsQueryOptions(query), enabled });
}
