import { z } from 'zod';

export const QUERY_MESSAGES = { unknownParameter: 'This parameter is not accepted' } as const;

/**
 * A query string's schema that refuses keys it does not name (400, the key as the field),
 * so junk parameters cannot make distinct answers of the same request.
 */
export function strictQuery<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? QUERY_MESSAGES.unknownParameter : undefined),
  });
}
