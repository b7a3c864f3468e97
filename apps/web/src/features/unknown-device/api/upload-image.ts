import { API_BASE, CLIENT_MESSAGES, CSRF_COOKIE, CSRF_HEADER } from '@recircuit/contract';
import { ApiError, httpErrorMessage, readCookie } from '../../../lib/api';
import { clearSession, clearToken, getToken, notifyUnauthorized } from '../../../lib/signed-in-user';
import { showApiErrorToast } from '../../../lib/toast';

/**
 * POST /file/upload (API.md): one image as multipart field `file`, answered with the stored
 * image's address. The API client uses fetch, which cannot report upload progress, so this
 * one call uses XMLHttpRequest with the client's rules: cookies, the anti-forgery header, the
 * stored bearer token, the envelope, the API's error toasts (top-centre) and an ApiError.
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

function fail(error: ApiError, silent: boolean): never {
  if (!silent) showApiErrorToast(error.message);
  throw error;
}

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

function parse(text: string): EnvelopeLike | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as EnvelopeLike) : null;
  } catch {
    return null;
  }
}

function messageOf(envelope: EnvelopeLike | null): string | undefined {
  return envelope && typeof envelope.message === 'string' && envelope.message.trim() ? envelope.message : undefined;
}

export function uploadImage(file: Blob, options: UploadOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const settle = (work: () => string) => {
      options.signal?.removeEventListener('abort', onAbort);
      try {
        resolve(work());
      } catch (error) {
        reject(error as Error);
      }
    };
    const onAbort = () => xhr.abort();

    xhr.open('POST', `${API_BASE}${UPLOAD_PATH}`);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };

    xhr.onload = () =>
      settle(() => {
        const envelope = parse(xhr.responseText);
        const serverMessage = messageOf(envelope);
        if (xhr.status !== 200) {
          if (xhr.status === 401) {
            clearSession();
            notifyUnauthorized();
          }
          return fail(
            new ApiError({
              kind: 'http',
              status: xhr.status,
              code: typeof envelope?.code === 'number' ? envelope.code : xhr.status,
              message: httpErrorMessage(xhr.status, xhr.statusText, serverMessage),
              ...(serverMessage ? { serverMessage } : {}),
            }),
            false,
          );
        }
        if (envelope?.code !== 200 || typeof envelope.data !== 'string') {
          const code = typeof envelope?.code === 'number' ? envelope.code : 0;
          if (code === 401) clearToken();
          return fail(
            new ApiError({
              kind: envelope ? 'envelope' : 'invalid-response',
              status: 200,
              code,
              message: serverMessage ?? CLIENT_MESSAGES.unknownError,
              ...(serverMessage ? { serverMessage } : {}),
            }),
            false,
          );
        }
        options.onProgress?.(100);
        return envelope.data;
      });
    xhr.onerror = () =>
      settle(() => fail(new ApiError({ kind: 'network', status: 0, code: 0, message: CLIENT_MESSAGES.requestError }), true));
    xhr.ontimeout = () =>
      settle(() => fail(new ApiError({ kind: 'timeout', status: 0, code: 0, message: CLIENT_MESSAGES.timeout }), false));
    xhr.onabort = () => settle(() => fail(new ApiError({ kind: 'aborted', status: 0, code: 0, message: 'aborted' }), true));

    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const body = new FormData();
    body.append('file', file, file instanceof File ? file.name : 'photo');
    xhr.send(body);
  });
}
