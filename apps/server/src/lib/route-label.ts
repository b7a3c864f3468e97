import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What a request is logged and counted as (docs/operations.md, "Metrics" and "Request logs"):
 * its route's pattern, never the address it came with, which may hold ids, codes or a query.
 * The built app's hashed files are one label, so each build does not add a few hundred; a page
 * load (answered by the not-found handler with a rendered page or the app's shell) is `page`, and
 * anything else no route matched is `unmatched`.
 */
export function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern.startsWith('/assets/') ? '/assets/*' : pattern;
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? 'page' : 'unmatched';
}
