import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES, type ErrorEnvelope, type FieldError } from '@recircuit/contract';
import { AppError } from '../lib/app-error.ts';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { fieldErrors, type InputProblem } from '../lib/request-input.ts';

/** Safe words for the statuses Fastify and its plugins raise themselves; their own messages may leak details. */
const MESSAGE_BY_STATUS: Record<number, string> = {
  400: SERVER_MESSAGES.invalidInput,
  401: SERVER_MESSAGES.notLoggedIn,
  403: SERVER_MESSAGES.noPermission,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.notFound,
  409: SERVER_MESSAGES.conflict,
  413: SERVER_MESSAGES.bodyTooLarge,
  415: SERVER_MESSAGES.unsupportedMediaType,
  429: SERVER_MESSAGES.tooManyRequests,
  503: SERVER_MESSAGES.databaseDown,
};

/** Seconds a client is asked to wait while the database cannot be reached. */
const DATABASE_DOWN_RETRY_AFTER = '10';

/** busboy's words for a multipart body that was cut short or is malformed; it gives them no code. */
const BAD_MULTIPART_MESSAGES = [
  /^Unexpected end of multipart data$/,
  / terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot have a length bigger than \d+\.$/,
];

const BAD_JSON_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

export function sendError(reply: FastifyReply, status: number, message: string, errors?: FieldError[]): FastifyReply {
  const body: ErrorEnvelope = { code: status, message, data: null };
  if (errors?.length) body.errors = errors;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Errors Fastify's router raises before any route or hook runs (its `frameworkErrors` option):
 * an address that is not valid URL encoding, or a path segment longer than the router keeps.
 * Neither can name anything, so they are a 404 in the envelope rather than Fastify's bare body.
 */
export function sendFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') void sendError(reply, 400, SERVER_MESSAGES.invalidInput);
  else void sendError(reply, 404, SERVER_MESSAGES.notFound);
}

/** One handler shapes every error as the envelope of docs/api.md and logs the unexpected ones. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return sendError(reply, error.statusCode, error.message, error.errors);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // The first problem is the message, and every problem is listed by field.
        const errors = fieldErrors(error.validation.map(problemOf));
        return sendError(reply, 400, errors[0]?.message ?? SERVER_MESSAGES.invalidInput, errors);
      }
      if (error.code && BAD_JSON_CODES.has(error.code)) {
        return sendError(reply, 400, SERVER_MESSAGES.invalidJson);
      }
      if (
        !error.statusCode &&
        request.isMultipart() &&
        BAD_MULTIPART_MESSAGES.some((pattern) => pattern.test(error.message))
      ) {
        return sendError(reply, 400, SERVER_MESSAGES.incompleteUpload);
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'the database cannot be reached');
        reply.header('Retry-After', DATABASE_DOWN_RETRY_AFTER);
        return sendError(reply, 503, SERVER_MESSAGES.databaseDown);
      }
      if (clientLeft(request)) {
        // Nobody will read this answer; the person gave up or lost their signal, nothing broke here.
        request.log.info({ code: error.code }, 'the client closed the connection before its request had arrived');
        return sendError(reply, 400, SERVER_MESSAGES.incompleteUpload);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return sendError(reply, status, MESSAGE_BY_STATUS[status] ?? SERVER_MESSAGES.invalidInput);
      }
      request.log.error({ err: error }, 'unhandled error');
      if (status === 503) return sendError(reply, 503, SERVER_MESSAGES.databaseDown);
      return sendError(reply, 500, SERVER_MESSAGES.serviceError);
    });
  },
  { name: 'errors', dependencies: [] },
);

/** The request's body stopped arriving because its connection closed (Node's "aborted", code ECONNRESET). */
function clientLeft(request: FastifyRequest): boolean {
  return request.raw.readableAborted && !request.raw.complete;
}

/** fastify-type-provider-zod's report of one zod issue, back to the issue. */
function problemOf(issue: { keyword: string; instancePath: string; message?: string; params: unknown }): InputProblem {
  const params = issue.params as { keys?: string[] } | undefined;
  return {
    code: issue.keyword,
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message ?? SERVER_MESSAGES.invalidValue,
    keys: params?.keys,
  };
}
