import { apiUpload } from '../../../lib/api/upload';

/**
 * POST /file/upload (docs/api.md): one image as multipart field `file`, answered with the
 * stored image's address. Sent through the client's upload transport for its progress events.
 */
export const UPLOAD_PATH = '/file/upload';
/** A 5 MB photo over a slow mobile link takes longer than the usual 15 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadOptions {
  /** Called with 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

const isAddress = (data: unknown): data is string => typeof data === 'string';

export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<string> {
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'photo');
  return apiUpload(UPLOAD_PATH, body, {
    ...options,
    timeoutMs: options.timeoutMs ?? UPLOAD_TIMEOUT_MS,
    isData: isAddress,
  });
}
