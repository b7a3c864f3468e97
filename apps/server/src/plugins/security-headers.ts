import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { ROUTES } from '@recircuit/contract';
import { routedPath } from '../lib/api-request.ts';

/**
 * Helmet's headers with a strict CSP: scripts only from this origin, never inline but the ones
 * whose hashes are given (a rendered page's boot script), and no framing. They are the same for every response, so helmet runs once at start and
 * each response just copies the result (helmet per request cost more than the catalogue).
 */
export function securityHeaders(
  https: boolean,
  mapTileUrl?: string,
  scriptHashes: readonly string[] = [],
): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
        // Mantine sets CSS variables through style attributes and a style element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSource(mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 63_072_000, includeSubDomains: true, preload: false } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  middleware({} as IncomingMessage, response, () => {});
  return headers;
}

/** The map tiles' origin for img-src; a `{s}` subdomain template becomes a wildcard. */
function tileSource(url: string | undefined): string[] {
  if (!url) return [];
  const origin = /^(https?:\/\/[^/?#]+)/.exec(url)?.[1];
  return origin ? [origin.replace(/\{s\}/g, '*')] : [];
}

/** Pages opened from an emailed link with a secret in the address: nothing they load or link to learns it. */
const NO_REFERRER_PAGES: ReadonlySet<string> = new Set([ROUTES.resetPassword]);

export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { https: boolean; mapTileUrl?: string | undefined; scriptHashes?: readonly string[] },
  ) => {
    const headers = securityHeaders(opts.https, opts.mapTileUrl, opts.scriptHashes);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (NO_REFERRER_PAGES.has(routedPath(request))) reply.header('Referrer-Policy', 'no-referrer');
      done();
    });
  },
  { name: 'security-headers', dependencies: [] },
);
