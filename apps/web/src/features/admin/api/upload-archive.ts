import type { DataOrderFulfilment } from '@recircuit/contract';
import { apiUpload } from '../../../lib/api/upload';
import { useAdminMutation } from './use-admin-mutation';

/** An archive can be large: the upload may take a while on a slow line. */
const ARCHIVE_UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

export interface ArchiveInput {
  orderId: string;
  file: File;
  onProgress?: (percent: number) => void;
}

const isFulfilment = (data: unknown): data is DataOrderFulfilment =>
  typeof data === 'object' && data !== null && 'orderId' in data && 'status' in data;

/** POST /api/admin/data-orders/{id}/archive (multipart `file`, a zip): completes a retrieval; progress as it goes. */
export function uploadArchive({ orderId, file, onProgress }: ArchiveInput): Promise<DataOrderFulfilment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiUpload(`/api/admin/data-orders/${encodeURIComponent(orderId)}/archive`, body, {
    onProgress,
    timeoutMs: ARCHIVE_UPLOAD_TIMEOUT_MS,
    isData: isFulfilment,
  });
}

export function useUploadArchive() {
  return useAdminMutation(uploadArchive);
}
