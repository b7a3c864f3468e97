import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, SERVER_MESSAGES, SESSION_COOKIE } from '@recircuit/contract';
import { AppError } from '../lib/app-error.ts';
import { isApiRequest } from '../lib/api-request.ts';
import { newToken } from '../lib/ids.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `'form-token'`: a plain HTML form's route that checks a token it signed into the form
     * itself (a form cannot send X-XSRF-TOKEN); the Origin check still applies.
     */
    csrf?: 'form-token';
  }
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isForeignOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Double-submit CSRF protection (docs/api.md, "CSRF"): a script-readable XSRF-TOKEN cookie is handed
 * out, and a cookie-authenticated write must echo it in X-XSRF-TOKEN. Requests signed in
 * by a valid Bearer token are exempt (a browser never sends one on its own); a write from
 * another site's Origin is refused outright. Runs after the session hook, which sets `auth`.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance, opts: { publicUrl: string; secure: boolean }) => {
    const publicOrigin = new URL(opts.publicUrl).origin;
    const headerName = CSRF_HEADER.toLowerCase();

    // A shared cache must never store a Set-Cookie, so answers marked public hand out no token;
    // the first private answer (health, currentUser, login…) does.
    app.addHook('onSend', (request, reply, payload, done) => {
      const handsOut =
        isApiRequest(request) &&
        !request.cookies[CSRF_COOKIE] &&
        !String(reply.getHeader('cache-control') ?? '').startsWith('public');
      if (handsOut) {
        reply.setCookie(CSRF_COOKIE, newToken(), { httpOnly: false, sameSite: 'lax', secure: opts.secure, path: '/' });
      }
      done(null, payload);
    });

    /** Whether a write must be refused: from another site, or signed in by cookie without the matching header. */
    const forged = (request: FastifyRequest): boolean => {
      if (!isApiRequest(request) || SAFE_METHODS.has(request.method)) return false;
      if (isForeignOrigin(request, publicOrigin)) return true;
      if (request.routeOptions.config.csrf === 'form-token') return false;
      if (request.auth?.via === 'bearer' || !request.cookies[SESSION_COOKIE]) return false;
      const sent = request.headers[headerName];
      const cookieToken = request.cookies[CSRF_COOKIE];
      return typeof sent !== 'string' || !cookieToken || !sameValue(sent, cookieToken);
    };
    app.addHook('onRequest', (request, _reply, done) => {
      done(forged(request) ? new AppError(403, SERVER_MESSAGES.invalidCsrf) : undefined);
    });
  },
  { name: 'csrf', dependencies: ['session'] },
);
