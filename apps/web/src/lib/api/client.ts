import type { Envelope } from '@recircuit/contract';
import { invalidResponse } from './error-catalogue';
import { raiseFailure } from './raise-failure';
import { apiFetch, type RequestOptions } from './request';

/** A JSON call that resolves to the whole envelope, for callers that show the server's message. */
export async function apiEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>> {
  const result = await apiFetch(path, options);
  if (result instanceof Blob) return raiseFailure(invalidResponse(), options?.silent);
  return result as Envelope<T>;
}

/** A JSON call that resolves to the envelope's data. */
export async function apiData<T>(path: string, options?: RequestOptions): Promise<T> {
  return (await apiEnvelope<T>(path, options)).data;
}

/** A call whose answer is a file (a QR code image, a certificate): resolves to the Blob as it came. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const result = await apiFetch(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  if (result instanceof Blob) return result;
  return new Blob([JSON.stringify(result)], { type: 'application/json' });
}

type MethodOptions = Omit<RequestOptions, 'method'>;

/** Shorthands that resolve to the envelope's data. */
export const api = {
  get: <T>(path: string, options?: MethodOptions) => apiData<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options?: MethodOptions) => apiData<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: MethodOptions) => apiData<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: MethodOptions) => apiData<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: MethodOptions) => apiData<T>(path, { ...options, method: 'DELETE' }),
};
