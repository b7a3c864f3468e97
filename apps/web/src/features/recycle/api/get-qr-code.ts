import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api';

/** GET /api/qr/generate?deviceOwnerId=&deviceId=: the order's QR code as a PNG. */
export function getQrCode(deviceOwnerId: string, deviceId: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob('/api/qr/generate', { query: { deviceOwnerId, deviceId }, signal });
}

export interface QrImage {
  blob: Blob;
  /** An object URL for the PNG, made once per code and kept for the page's life (it is a few hundred bytes). */
  url: string;
}

export const qrCodeQueryOptions = (deviceOwnerId: string, deviceId: string) =>
  queryOptions({
    queryKey: ['qr', deviceOwnerId, deviceId],
    queryFn: async ({ signal }): Promise<QrImage> => {
      const blob = await getQrCode(deviceOwnerId, deviceId, signal);
      return { blob, url: URL.createObjectURL(blob) };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useQrCode(deviceOwnerId: string, deviceId: string) {
  return useQuery(qrCodeQueryOptions(deviceOwnerId, deviceId));
}
