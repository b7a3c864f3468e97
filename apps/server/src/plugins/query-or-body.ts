import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { QUERY_OR_BODY } from '../lib/request-input.ts';

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * For a route declared with `queryOrBody(schema)`: the query string's names and the JSON body's
 * become one body, the body winning, before the route's schema validates it
 * (docs/api.md, "Parameters"). The query is then empty, so it is checked once, as the body.
 */
export const queryOrBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      if ((request.routeOptions.schema as Record<string, unknown> | undefined)?.[QUERY_OR_BODY]) {
        request.body = { ...asRecord(request.query), ...asRecord(request.body) };
        request.query = {};
      }
      done();
    });
  },
  { name: 'query-or-body', dependencies: [] },
);
