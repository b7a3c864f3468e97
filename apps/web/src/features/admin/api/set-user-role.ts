import type { AdminUser, RoleChangeRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface RoleInput extends RoleChangeRequest {
  userId: string;
}

/** PUT /api/admin/users/{id}/role: an admin makes an account staff or owner (never their own). */
export function setUserRole({ userId, role }: RoleInput) {
  return apiEnvelope<AdminUser>(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
    method: 'PUT',
    body: { role },
  });
}

export function useSetUserRole() {
  return useAdminMutation(setUserRole);
}
