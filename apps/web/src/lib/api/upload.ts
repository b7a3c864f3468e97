import { authHeaders } from './auth-headers';
import { parseEnvelope } from './envelope';
import { failureOfEnvelope, failureOfResponse, failureWithoutAnswer, invalidResponse } from './error-catalogue';
import type { ApiErrorInit } from './errors';
import { raiseFailure } from './raise-failure';
import { buildUrl } from './url';

export interface ApiUploadOptions<T> {
  /** Called with 0–100 as the bytes go out, and with 100 once the answer is in. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
  /** The answer's data is checked with this; anything else fails like an envelope without it. */
  isData: (data: unknown) => data is T;
}

function answerOf<T>(xhr: XMLHttpRequest, isData: (data: unknown) => data is T): { data: T } | ApiErrorInit {
  const envelope = parseEnvelope(xhr.responseText);
  if (xhr.status !== 200) {
    return failureOfResponse({
      status: xhr.status,
      statusText: xhr.statusText,
      envelope,
      retryAfter: xhr.getResponseHeader('Retry-After'),
    });
  }
  if (!envelope) return invalidResponse();
  if (envelope.code === 200 && isData(envelope.data)) return { data: envelope.data };
  return failureOfEnvelope(envelope);
}

/**
 * POSTs a multipart body with upload progress. fetch cannot report the bytes going out, so
 * this one transport is XMLHttpRequest, with everything else the client's own: cookies, the
 * auth headers, the error catalogue and the one decision on what is toasted and thrown. With no
 * answer at all it stays silent: the page says so in its own words.
 */
export function apiUpload<T>(path: string, body: FormData, options: ApiUploadOptions<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (work: () => T) => {
      options.signal?.removeEventListener('abort', onAbort);
      try {
        resolve(work());
      } catch (error) {
        reject(error as Error);
      }
    };
    const failWithoutAnswer = (kind: 'timeout' | 'aborted' | 'network') =>
      settle(() => raiseFailure(failureWithoutAnswer(kind), kind === 'network'));

    xhr.open('POST', buildUrl(path));
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders('POST'))) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () =>
      settle(() => {
        const answer = answerOf(xhr, options.isData);
        if (!('data' in answer)) return raiseFailure(answer);
        options.onProgress?.(100);
        return answer.data;
      });
    xhr.onerror = () => failWithoutAnswer('network');
    xhr.ontimeout = () => failWithoutAnswer('timeout');
    xhr.onabort = () => failWithoutAnswer('aborted');

    if (options.signal?.aborted) {
      xhr.abort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
