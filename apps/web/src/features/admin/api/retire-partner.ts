import type { AdminPartner } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface RetirePartnerInput {
  partnerId: string;
  /** true: offer it to nobody; false: offer it again. */
  retire: boolean;
}

/** POST /api/admin/partners/{id}/retire or /restore. */
export function retirePartner({ partnerId, retire }: RetirePartnerInput) {
  return apiEnvelope<AdminPartner>(
    `/api/admin/partners/${encodeURIComponent(partnerId)}/${retire ? 'retire' : 'restore'}`,
    { method: 'POST' },
  );
}

export function useRetirePartner() {
  return useAdminMutation(retirePartner);
}
