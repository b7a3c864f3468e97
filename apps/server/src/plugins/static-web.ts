import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES } from '@recircuit/contract';
import { isApiRequest, routedPath } from '../lib/api-request.ts';
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
 * non-API GET answered with its server-rendered page or else index.html, so deep links work.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      root: string;
      /** Answers a page load with its server-rendered document; false when it has none (docs/rendering.md). */
      sendRenderedPage?: (request: FastifyRequest, reply: FastifyReply) => boolean;
    },
  ) => {
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

    // Unknown paths cost a little but must not become a cheap way to flood the server. Page
    // loads are not counted: one office or mobile carrier's NAT opens far more than 120 a minute.
    const isPageLoad = (request: FastifyRequest) => servesWeb && wantsAppShell(request);
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute', allowList: isPageLoad }) },
      (request: FastifyRequest, reply: FastifyReply) => {
        if (isPageLoad(request)) {
          const rendered = opts.sendRenderedPage?.(request, reply) ?? false;
          app.metrics.pageLoads.inc({ served: rendered ? 'rendered' : 'shell' });
          if (rendered) return reply;
          return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
        }
        // A page's form sent without JavaScript (the web app's AppForm): back to the page, which says it needs it.
        if (servesWeb && isPageFormPost(request)) return reply.redirect(samePagePath(request), 303);
        return sendError(reply, 404, SERVER_MESSAGES.routeNotFound);
      },
    );
  },
  { name: 'static-web', dependencies: ['errors', 'rate-limits', 'metrics'] },
);

function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return IMMUTABLE;
  if (/\.html(\.(br|gz))?$/.test(path)) return REVALIDATE;
  return SHORT;
}

function isPageFormPost(request: FastifyRequest): boolean {
  return (
    request.method === 'POST' &&
    !isApiRequest(request) &&
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(request.headers['content-type'] ?? '') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** The request's own path as it was sent, never another site's: `//host` would be an address on another origin. */
function samePagePath(request: FastifyRequest): string {
  return `/${(request.url.split('?')[0] ?? '').replace(/^[/\\]+/, '')}`;
}

function wantsAppShell(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiRequest(request)) return false;
  // A missing hashed file is a real 404: answering HTML would break the stale page that asked.
  if (routedPath(request).startsWith('/assets/')) return false;
  return true;
}
