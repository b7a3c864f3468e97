import type { AdminPartner, PartnerRequest } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface SavePartnerInput {
  /** The partner to replace, or undefined to add one. */
  partnerId?: string | undefined;
  partner: PartnerRequest;
}

/** POST /api/admin/partners or PUT /api/admin/partners/{id} (the whole partner); the public sees it within seconds. */
export function savePartner({ partnerId, partner }: SavePartnerInput) {
  return partnerId === undefined
    ? apiEnvelope<AdminPartner>('/api/admin/partners', { method: 'POST', body: partner })
    : apiEnvelope<AdminPartner>(`/api/admin/partners/${encodeURIComponent(partnerId)}`, {
        method: 'PUT',
        body: partner,
      });
}

export function useSavePartner() {
  return useAdminMutation(savePartner);
}
