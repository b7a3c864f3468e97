import { useQuery } from '@tanstack/react-query';
import type { Certificate } from '@recircuit/contract';
import { apiData, buildUrl } from '../../../lib/api';

/** GET /api/certificates/{code} (public): what a certificate of erasure certifies, and whether it stands. */
export function getCertificate(code: string, signal?: AbortSignal): Promise<Certificate> {
  return apiData<Certificate>(`/api/certificates/${encodeURIComponent(code)}`, { signal, silent: true });
}

/** The certificate's PDF, for a link (anyone with the code may open it). */
export function certificatePdfUrl(code: string): string {
  return buildUrl(`/api/certificates/${encodeURIComponent(code)}/pdf`);
}

export function useCertificate(code: string) {
  return useQuery({
    queryKey: ['data-service', 'certificate', code],
    queryFn: ({ signal }) => getCertificate(code, signal),
    enabled: Boolean(code),
    retry: false,
  });
}
