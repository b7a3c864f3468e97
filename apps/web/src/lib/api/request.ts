import { REQUEST_TIMEOUT_MS, type Envelope } from '@recircuit/contract';
import { authHeaders, type HttpMethod } from './auth-headers';
import { startDeadline } from './deadline';
import { asEnvelope, fieldErrorsOf, isJsonContentType } from './envelope';
import { failureOfEnvelope, failureOfResponse, failureWithoutAnswer, invalidResponse } from './error-catalogue';
import type { ApiErrorInit } from './errors';
import { raiseFailure } from './raise-failure';
import { send } from './transport';
import { buildUrl, type QueryParams } from './url';

/**
 * The one way the web app talks to the server (docs/api.md): every call goes to /proxy with
 * cookies, a 15 s timeout, JSON headers, the anti-forgery header on unsafe methods and the
 * stored bearer token when there is one. Failures are toasted (top-centre, 3 s) with the
 * catalogue's words and then thrown as an ApiError.
 */
export interface RequestOptions {
  method?: HttpMethod;
  /** Appended as a query string; null and undefined values are left out. */
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and strings are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the request; a cancelled request is neither toasted nor reported as a timeout. */
  signal?: AbortSignal;
  /** Defaults to REQUEST_TIMEOUT_MS (15 s). */
  timeoutMs?: number;
  /**
   * Do not toast on failure: for callers that show their own message. The ApiError is still
   * thrown. A silent 401 also does not offer the login dialog (the session check, the login itself).
   */
  silent?: boolean;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function buildHeaders(method: HttpMethod, body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined && !isRawBody(body)) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries({ ...authHeaders(method), ...extra })) headers.set(name, value);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends one request. A JSON answer resolves to its envelope (code 200 only); any other
 * content type (images, PDFs, archives) resolves to the body as a Blob, untouched.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Envelope<unknown> | Blob> {
  const method = options.method ?? 'GET';
  const { body, silent } = options;
  const deadline = startDeadline(options.timeoutMs ?? REQUEST_TIMEOUT_MS, options.signal);
  // A body that fails to arrive was cut off by the deadline or the caller, or else by the network.
  const failReading = (otherwise: ApiErrorInit, cause: unknown): never => {
    const reason = deadline.reason();
    return raiseFailure(reason ? failureWithoutAnswer(reason, cause) : { ...otherwise, cause }, silent);
  };

  try {
    let response: Response;
    try {
      response = await send(buildUrl(path, options.query), {
        method,
        credentials: 'include',
        headers: buildHeaders(method, body, options.headers),
        body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
        signal: deadline.signal,
      });
    } catch (cause) {
      return failReading(failureWithoutAnswer('network'), cause);
    }

    const json = isJsonContentType(response.headers.get('Content-Type'));

    if (response.status !== 200) {
      const envelope = json ? asEnvelope(await readJson(response)) : null;
      return raiseFailure(
        failureOfResponse({
          status: response.status,
          statusText: response.statusText,
          envelope,
          retryAfter: response.headers.get('Retry-After'),
        }),
        silent,
      );
    }

    if (!json) {
      try {
        return await response.blob();
      } catch (cause) {
        return failReading({ ...failureWithoutAnswer('network'), status: 200 }, cause);
      }
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      return failReading(invalidResponse(), cause);
    }

    const envelope = asEnvelope(parsed);
    if (envelope?.code !== 200) return raiseFailure(failureOfEnvelope(envelope), silent);

    return {
      code: 200,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      data: envelope.data,
      ...(envelope.errors ? { errors: fieldErrorsOf(envelope) } : {}),
    };
  } finally {
    deadline.dispose();
  }
}
