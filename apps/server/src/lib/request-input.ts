import type { FastifyRequest } from 'fastify';
import type { FieldError } from '@recircuit/contract';
import { z } from 'zod';

/** A problem zod found in a route's input (fastify-type-provider-zod reports it without `code` and `path` as such). */
export interface InputProblem {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** The problems as `errors` by field (docs/api.md, "Errors"). */
export function fieldErrors(problems: readonly InputProblem[]): FieldError[] {
  return problems.flatMap((problem) =>
    // Each unknown key is named as its own field; the first few, cut short, as they are the caller's text.
    problem.code === 'unrecognized_keys' && problem.keys
      ? problem.keys
          .slice(0, 10)
          .map((key) => ({ field: [...problem.path, key.slice(0, 100)].join('.'), message: problem.message }))
      : [{ field: problem.path.join('.'), message: problem.message }],
  );
}

/** The OpenAPI extension that marks a route taking its input from the query string or a JSON body. */
export const QUERY_OR_BODY = 'x-query-or-body';

/**
 * Route schema parts for input read from the query string and, for POST and PUT, from a JSON
 * body with the same names, the body winning (docs/api.md, "Parameters"). Both places are
 * documented, every field optional in the query; the `query-or-body` plugin merges them into
 * the body before validation, so the body's schema checks them once, with one set of errors.
 */
export function queryOrBody<T extends z.ZodObject | z.ZodDiscriminatedUnion<z.ZodObject[]>>(schema: T) {
  const shapes = schema instanceof z.ZodObject ? [schema.shape] : schema.options.map((option) => option.shape);
  const fields = Object.assign({}, ...shapes.toReversed()) as Record<string, z.ZodType>;
  const optional = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.optional()]));
  return { querystring: z.object(optional), body: schema, [QUERY_OR_BODY]: true } as const;
}

/**
 * For a route that validates only once it knows who is asking (`attachValidation`): the
 * validated body, or the 400 its validation found.
 */
export function validatedBody<T>(request: FastifyRequest & { body: T }): T {
  if (request.validationError) throw request.validationError;
  return request.body;
}

/** The OpenAPI extension of a multipart upload route: what its `file` field holds. */
export const MULTIPART_FILE = 'x-multipart-file';

/** The OpenAPI extension of a route that reads its JSON body as raw bytes (a signed webhook): what they are. */
export const RAW_BODY = 'x-raw-body';
