import type { FieldError } from '@recircuit/contract';

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

/** What every failed call throws, whichever transport sent it (fetch or the upload's XMLHttpRequest). */
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
