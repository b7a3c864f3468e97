import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, type ErrorCode } from '@recircuit/contract';
import { errorResponses } from '../lib/documented-errors.ts';
import { ADMIN_PREFIX } from './staff-only.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer whatever it does, from what it is: every API route
 * may find a NUL or a malformed value (400), fail (500) or lose its database (503); a POST,
 * PUT or DELETE may lack its CSRF token (403), be too large (413) or of a type it does not
 * take (415); /api/admin needs staff (401, 403); a route with a path id may not find it (404);
 * one with a rate limit may refuse (429). A route declares the rest itself with
 *  `errorResponses` (docs/api.md, "The contract holds every status").
 */
export function statusesOf(route: Pick<RouteOptions, 'url' | 'method' | 'config'>): ErrorCode[] {
  const methods = [route.method].flat();
  const statuses: ErrorCode[] = [400, 500, 503];
  if (methods.some((method) => UNSAFE.has(method))) statuses.push(403, 413, 415);
  if (route.url.startsWith(`${ADMIN_PREFIX}/`)) statuses.push(401, 403);
  if (route.url.includes('/:')) statuses.push(404);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return [...new Set(statuses)];
}

export const documentedErrorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_BASE}/`) || !route.schema || route.schema.hide) return;
      route.schema.response = { ...errorResponses(...statusesOf(route)), ...(route.schema.response as object) };
    });
  },
  { name: 'documented-errors', dependencies: [] },
);
