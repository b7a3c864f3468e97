import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE, SERVER_MESSAGES } from '@recircuit/contract';
import { sendError } from './errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

declare module 'fastify' {
  interface FastifyInstance {
    /** True when the built web app was found and is served. */
    servesWeb: boolean;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz
 * chosen by Accept-Encoding, index.html always revalidated, and every other
 * non-API GET answered with index.html so deep links work.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const servesWeb = existsSync(join(opts.root, 'index.html'));
  app.decorate('servesWeb', servesWeb);
  if (servesWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Served by the server itself (absolute URLs from PUBLIC_URL), whatever an old build holds.
      globIgnore: ['**/robots.txt*', '**/sitemap.xml*'],
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('Cache-Control', cacheControlFor(path));
      },
    });
  }

  // Unknown paths cost a little but must not become a cheap way to flood the server.
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    (request: FastifyRequest, reply: FastifyReply) => {
      if (servesWeb && wantsAppShell(request)) {
        return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
      }
      return sendError(reply, 404, SERVER_MESSAGES.routeNotFound);
    },
  );
});

function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return IMMUTABLE;
  if (/\.html(\.(br|gz))?$/.test(path)) return REVALIDATE;
  return SHORT;
}

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path === API_BASE || path.startsWith(`${API_BASE}/`)) return false;
  // A missing hashed file is a real 404: answering HTML would break the stale page that asked.
  if (path.startsWith('/assets/')) return false;
  return true;
}
