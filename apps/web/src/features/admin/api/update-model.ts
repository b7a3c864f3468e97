import type { AdminModel, UpdateModelRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface UpdateModelInput {
  modelId: string;
  changes: UpdateModelRequest;
}

/** PUT /api/admin/catalogue/models/{id}: changed facts and/or the status; every instance serves it within seconds. */
export function updateModel({ modelId, changes }: UpdateModelInput) {
  return apiEnvelope<AdminModel>(`/api/admin/catalogue/models/${encodeURIComponent(modelId)}`, {
    method: 'PUT',
    body: changes,
  });
}

export function useUpdateModel() {
  return useAdminMutation(updateModel);
}
