import {
  API_BASE,
  CLIENT_MESSAGES,
  CSRF_COOKIE,
  CSRF_HEADER,
  REQUEST_TIMEOUT_MS,
  type Envelope,
  type FieldError,
} from '@recircuit/contract';
import { clearSession, clearToken, getToken, notifyUnauthorized } from '../signed-in-user';
import { showApiErrorToast } from '../toast';

/**
 * The one way the web app talks to the server (SPEC.md sections 7 and 8, API.md):
 * every call goes to /proxy with cookies, a 15 s timeout, JSON headers, the anti-forgery
 * header on unsafe methods and the stored bearer token when there is one. Failures are
 * toasted (top-centre, 3 s) with the catalogue's words and then thrown as an ApiError.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

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

export type ApiErrorKind = 'http' | 'envelope' | 'timeout' | 'network' | 'aborted' | 'invalid-response';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  status: number;
  /** The envelope's code when the server sent one, else the HTTP status. */
  code: number;
  message: string;
  /** The server's own message, when it sent an envelope. */
  serverMessage?: string;
  fieldErrors?: FieldError[];
  /** Seconds from a 429's Retry-After header. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number;
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.fieldErrors = init.fieldErrors ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reads one cookie the page can see (the XSRF-TOKEN cookie is deliberately not HttpOnly). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export function buildUrl(path: string, query?: QueryParams): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
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
  if (UNSAFE_METHODS.has(method)) {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers.set(CSRF_HEADER, csrf);
  }
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  return headers;
}

function isJsonResponse(response: Response): boolean {
  const type = response.headers.get('Content-Type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

interface EnvelopeLike {
  code?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
}

function asEnvelope(value: unknown): EnvelopeLike | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as EnvelopeLike) : null;
}

function fieldErrorsOf(envelope: EnvelopeLike | null): FieldError[] {
  if (!envelope || !Array.isArray(envelope.errors)) return [];
  return envelope.errors.filter(
    (item): item is FieldError =>
      item !== null &&
      typeof item === 'object' &&
      typeof (item as FieldError).field === 'string' &&
      typeof (item as FieldError).message === 'string',
  );
}

function messageOf(envelope: EnvelopeLike | null): string | undefined {
  return envelope && typeof envelope.message === 'string' && envelope.message.trim()
    ? envelope.message
    : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * The words for a response with an HTTP status other than 200 (SPEC.md section 8).
 * 401, 403, 404 and 500 have their own catalogue row; any other 4xx, or a 503, that
 * carries the API's envelope shows the server's message (API.md says it is safe to show:
 * 'Too many requests…', 'We could not send the email just now…'); the rest read
 * 'request error: <status text>'.
 */
export function httpErrorMessage(status: number, statusText: string, serverMessage?: string): string {
  switch (status) {
    case 401:
      return CLIENT_MESSAGES.notLoggedIn;
    case 403:
      return CLIENT_MESSAGES.noPermission;
    case 404:
      return CLIENT_MESSAGES.notFound;
    case 500:
      return CLIENT_MESSAGES.serviceError;
    default:
      if (((status >= 400 && status < 500) || status === 503) && serverMessage) return serverMessage;
      return `${CLIENT_MESSAGES.requestError}: ${statusText.trim() || `HTTP ${status}`}`;
  }
}

function fail(init: ApiErrorInit, silent: boolean | undefined): never {
  if (!silent) showApiErrorToast(init.message);
  throw new ApiError(init);
}

/**
 * Sends one request. A JSON answer resolves to its envelope (code 200 only); any other
 * content type (images, PDFs, archives) resolves to the body as a Blob, untouched.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Envelope<unknown> | Blob> {
  const method = options.method ?? 'GET';
  const { body, silent } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });

  const abortedError = (cause: unknown): ApiErrorInit =>
    timedOut
      ? { kind: 'timeout', status: 0, code: 0, message: CLIENT_MESSAGES.timeout, cause }
      : { kind: 'aborted', status: 0, code: 0, message: 'aborted', cause };

  try {
    let response: Response;
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        credentials: 'include',
        headers: buildHeaders(method, body, options.headers),
        body: body === undefined ? undefined : isRawBody(body) ? body : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (cause) {
      if (controller.signal.aborted) {
        const init = abortedError(cause);
        return fail(init, silent || init.kind === 'aborted');
      }
      return fail(
        { kind: 'network', status: 0, code: 0, message: CLIENT_MESSAGES.requestError, cause },
        silent,
      );
    }

    const json = isJsonResponse(response);

    if (response.status !== 200) {
      const envelope = json ? asEnvelope(await readJson(response)) : null;
      if (response.status === 401) {
        clearSession();
        if (!silent) notifyUnauthorized();
      }
      const serverMessage = messageOf(envelope);
      const retryAfter = Number(response.headers.get('Retry-After'));
      return fail(
        {
          kind: 'http',
          status: response.status,
          code: typeof envelope?.code === 'number' ? envelope.code : response.status,
          message: httpErrorMessage(response.status, response.statusText, serverMessage),
          serverMessage,
          fieldErrors: fieldErrorsOf(envelope),
          ...(retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
        },
        silent,
      );
    }

    if (!json) {
      try {
        return await response.blob();
      } catch (cause) {
        if (controller.signal.aborted) {
          const init = abortedError(cause);
          return fail(init, silent || init.kind === 'aborted');
        }
        return fail(
          { kind: 'network', status: 200, code: 0, message: CLIENT_MESSAGES.requestError, cause },
          silent,
        );
      }
    }

    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch (cause) {
      if (controller.signal.aborted) {
        const init = abortedError(cause);
        return fail(init, silent || init.kind === 'aborted');
      }
      return fail(
        { kind: 'invalid-response', status: 200, code: 0, message: CLIENT_MESSAGES.unknownError, cause },
        silent,
      );
    }

    const envelope = asEnvelope(parsed);
    if (envelope?.code !== 200) {
      const code = typeof envelope?.code === 'number' ? envelope.code : 0;
      if (code === 401) clearToken();
      const serverMessage = messageOf(envelope);
      return fail(
        {
          kind: 'envelope',
          status: 200,
          code,
          message: serverMessage ?? CLIENT_MESSAGES.unknownError,
          serverMessage,
          fieldErrors: fieldErrorsOf(envelope),
        },
        silent,
      );
    }

    return {
      code: 200,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      data: envelope.data,
      ...(envelope.errors ? { errors: fieldErrorsOf(envelope) } : {}),
    };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** A JSON call that resolves to the whole envelope, for callers that show the server's message. */
export async function apiEnvelope<T>(path: string, options?: RequestOptions): Promise<Envelope<T>> {
  const result = await apiFetch(path, options);
  if (result instanceof Blob) {
    return fail(
      { kind: 'invalid-response', status: 200, code: 0, message: CLIENT_MESSAGES.unknownError },
      options?.silent,
    );
  }
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
