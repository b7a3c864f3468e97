import { CLIENT_MESSAGES, fillMessage } from '@recircuit/contract';
import { codeOf, fieldErrorsOf, messageOf, type EnvelopeLike } from './envelope';
import type { ApiErrorInit } from './errors';

/**
 * The words for a response with an HTTP status other than 200 (the error catalogue,
 * docs/api.md "Errors"). 401, 403, 404 and 500 have their own catalogue row; any other 4xx,
 * or a 503, that carries the API's envelope shows the server's message (it is written to be
 * shown: 'Too many requests…', 'We could not send the email just now…'); the rest read
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
      return fillMessage(CLIENT_MESSAGES.requestErrorWithStatus, { status: statusText.trim() || `HTTP ${status}` });
  }
}

export interface FailedResponse {
  status: number;
  statusText: string;
  /** The body's envelope, when the answer was JSON. */
  envelope: EnvelopeLike | null;
  /** The Retry-After header as sent. */
  retryAfter: string | null;
}

/** The failure a non-200 answer stands for: the same for every transport. */
export function failureOfResponse({ status, statusText, envelope, retryAfter }: FailedResponse): ApiErrorInit {
  const serverMessage = messageOf(envelope);
  const retryAfterSeconds = Number(retryAfter);
  return {
    kind: 'http',
    status,
    code: codeOf(envelope) ?? status,
    message: httpErrorMessage(status, statusText, serverMessage),
    serverMessage,
    fieldErrors: fieldErrorsOf(envelope),
    ...(retryAfterSeconds > 0 ? { retryAfterSeconds } : {}),
  };
}

/** The failure a 200 answer whose envelope's code is not 200 stands for: its message, or 'Unknown error'. */
export function failureOfEnvelope(envelope: EnvelopeLike | null): ApiErrorInit {
  const serverMessage = messageOf(envelope);
  return {
    kind: 'envelope',
    status: 200,
    code: codeOf(envelope) ?? 0,
    message: serverMessage ?? CLIENT_MESSAGES.unknownError,
    serverMessage,
    fieldErrors: fieldErrorsOf(envelope),
  };
}

/** No usable answer: the request timed out, was cancelled, or never reached the server. */
export function failureWithoutAnswer(kind: 'timeout' | 'aborted' | 'network', cause?: unknown): ApiErrorInit {
  const message =
    kind === 'timeout' ? CLIENT_MESSAGES.timeout : kind === 'network' ? CLIENT_MESSAGES.requestError : 'aborted';
  return { kind, status: 0, code: 0, message, ...(cause === undefined ? {} : { cause }) };
}

/** A 200 answer that is not what was asked for (unreadable JSON, a file instead of an envelope). */
export function invalidResponse(): ApiErrorInit {
  return { kind: 'invalid-response', status: 200, code: 0, message: CLIENT_MESSAGES.unknownError };
}
