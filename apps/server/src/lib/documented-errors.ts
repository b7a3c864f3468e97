import { errorEnvelopeSchema, type ErrorCode } from '@recircuit/contract';
import { z } from 'zod';

/** What each error status means on this API (docs/api.md, "Errors"). */
const MEANING: Record<ErrorCode, string> = {
  400: 'Invalid input: the message is the first problem, `errors` lists each by field',
  401: 'No session, or it has ended',
  403: 'Not yours, not your role, or a missing CSRF token',
  404: 'Not found, or not yours to see',
  409: "Not in this order's current state",
  413: 'The body is too large',
  415: 'Not a content type this route takes',
  429: 'Too many requests: wait for the seconds in Retry-After',
  500: 'Something went wrong on the server',
  503: 'The database cannot be reached: try again after Retry-After',
};

/** Response schemas for error statuses a route can answer, each the error envelope with its status as `code`. */
export function errorResponses(...statuses: ErrorCode[]): Partial<Record<ErrorCode, z.ZodType>> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      errorEnvelopeSchema.extend({ code: z.literal(status) }).describe(MEANING[status]),
    ]),
  );
}

/** A response that is a file, not JSON: its media types and what it is. */
export function fileResponse(description: string, ...mediaTypes: string[]) {
  // Sent as bytes or a stream, never serialized: the schema only tells the document what it is.
  const file = z.custom<unknown>().meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: file }])) };
}

/** An HTML page, as the local test provider's checkout answers. */
export const pageResponse = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/** A 302 to another page, with nothing in the body. */
export const redirectResponse = z.null().describe('Redirects to the Location header');
