import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, SESSION_COOKIE, type Language } from '@recircuit/contract';
import { isApiRequest } from '../lib/api-request.ts';
import type { ResolveSession } from '../lib/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the `sid` cookie for a new session. */
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
    /** Sets the `lang` cookie (readable by the page, which reads it before its first paint). */
    setLanguageCookie(reply: FastifyReply, language: Language): void;
  }
}

export interface SessionPluginOptions {
  secret: string;
  secure: boolean;
  /** Looks a token up; the accounts module's session store, handed in by app.ts. */
  resolve: ResolveSession;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  return match?.[1];
}

/**
 * Resolves the session of every API request from the `sid` cookie (HttpOnly,
 * SameSite=Lax, Secure on https) or an `Authorization: Bearer` token.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionPluginOptions) => {
    await app.register(cookie, { secret: opts.secret, hook: 'onRequest' });
    app.decorateRequest('auth', null);

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secure,
        path: '/',
        expires: expiresAt,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure });
    });

    app.decorate('setLanguageCookie', (reply: FastifyReply, language: Language) => {
      reply.setCookie(LANGUAGE_COOKIE, language, {
        sameSite: 'lax',
        secure: opts.secure,
        path: '/',
        maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      });
    });

    // A callback hook: most requests carry no session, and skip the promise an async hook costs each of them.
    app.addHook('onRequest', (request, reply, done) => {
      if (!isApiRequest(request)) return done();
      const bearer = bearerToken(request);
      const token = bearer ?? request.cookies[SESSION_COOKIE];
      if (!token || token.length > 200) return done();
      opts.resolve(token).then((session) => {
        if (session) {
          request.auth = { ...session, via: bearer ? 'bearer' : 'cookie' };
        } else if (!bearer) {
          app.clearSessionCookie(reply);
        }
        done();
      }, done);
    });
  },
  { name: 'session', dependencies: [] },
);
