import type { AdminModel, CreateModelRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/catalogue/models: a new model, always a draft (not visible to the public). */
export function createModel(body: CreateModelRequest) {
  return apiEnvelope<AdminModel>('/api/admin/catalogue/models', { method: 'POST', body });
}

export function useCreateModel() {
  return useAdminMutation(createModel);
}
