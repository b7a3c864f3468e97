import type { FastifyRequest } from 'fastify';
import { API_BASE } from '@recircuit/contract';

function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path a request is answered for: the route it matched, or for an unmatched one its
 * decoded path. The router decodes before matching, so testing the raw URL would let
 * `/%70roxy/...` reach an API route while the API's hooks look away.
 */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? decodedPath(request.url);
}

/** True for a request to the API under /proxy, however its path was spelt. */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === API_BASE || path.startsWith(`${API_BASE}/`);
}
