import type { FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@recircuit/contract';
import type { z } from 'zod';
import { AppError } from './app-error.ts';

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * Parameters are read from the query string and, for POST and PUT, from a JSON body with
 * the same names; the body wins. Invalid input is a 400 whose message is the first
 * problem, with every problem listed by field (docs/api.md, "Parameters" and "Errors").
 */
export function readInput<T extends z.ZodType>(request: FastifyRequest, schema: T): z.output<T> {
  const merged = { ...asRecord(request.query), ...asRecord(request.body) };
  const parsed = schema.safeParse(merged);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.flatMap((issue) =>
    // Each unknown key is named as its own field; the first few, cut short, as they are the caller's text.
    issue.code === 'unrecognized_keys'
      ? issue.keys
          .slice(0, 10)
          .map((key) => ({ field: [...issue.path, key.slice(0, 100)].join('.'), message: issue.message }))
      : [{ field: issue.path.join('.'), message: issue.message }],
  );
  throw new AppError(400, errors[0]?.message ?? SERVER_MESSAGES.invalidInput, { errors });
}
