import { z } from 'zod';
import { SERVER_MESSAGES } from './messages.ts';

/** One field problem reported with a 400. */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every JSON response of the API has this shape (docs/api.md, "The envelope"). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data,
  });
}

export const errorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
  errors?: FieldError[];
}

/** The HTTP statuses an error envelope may carry (docs/api.md, "Errors"). */
export const ERROR_CODES = [400, 401, 403, 404, 409, 413, 415, 429, 500, 503] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function ok<T>(data: T, message: string = SERVER_MESSAGES.success): Envelope<T> {
  return { code: 200, message, data };
}
