import type { CertificateCorrection, DataOrderFulfilment } from '@recircuit/contract';
import { apiEnvelope } from '../../../lib/api';
import { useAdminMutation } from './use-admin-mutation';

export interface CorrectionInput extends CertificateCorrection {
  orderId: string;
}

/** POST /api/admin/data-orders/{id}/certificate/correct (admins): revokes the certificate and issues a new one. */
export function correctCertificate({ orderId, ...body }: CorrectionInput) {
  return apiEnvelope<DataOrderFulfilment>(`/api/admin/data-orders/${encodeURIComponent(orderId)}/certificate/correct`, {
    method: 'POST',
    body,
  });
}

export function useCorrectCertificate() {
  return useAdminMutation(correctCertificate);
}
