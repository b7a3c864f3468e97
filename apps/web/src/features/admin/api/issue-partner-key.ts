import type { PartnerKey } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

/** POST /api/admin/partners/{id}/key: a new key for the partner's counter, in this answer only. */
export function issuePartnerKey(partnerId: string) {
  return apiEnvelope<PartnerKey>(`/api/admin/partners/${encodeURIComponent(partnerId)}/key`, { method: 'POST' });
}

export function useIssuePartnerKey() {
  return useAdminMutation(issuePartnerKey);
}
