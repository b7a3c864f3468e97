import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Cache-Control of any answer that sets a cookie. */
export const COOKIE_ANSWER_CACHE_CONTROL = 'private, no-store';

/**
 * An answer that sets a cookie is for one browser only: a shared cache that kept it would hand the
 * cookie (a cleared session, a CSRF token, a language) to whoever asks next. So an answer carrying
 * Set-Cookie leaves as `no-store` (the API's default) or, whatever else its route chose,
 * `private, no-store` (docs/api.md, "Caching"). The rule sits here, not in each route, so a new
 * public route or a new cookie cannot break it. Its hook must run after every hook that sets a
 * cookie: app.ts registers it after session and csrf (@fastify/cookie writes Set-Cookie in an
 * onSend hook of its own, registered by the session plugin).
 */
export const noCachedCookiesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.hasHeader('set-cookie')) {
        const chosen = String(reply.getHeader('cache-control') ?? '');
        if (!/\bno-store\b/i.test(chosen) || /\bpublic\b/i.test(chosen)) {
          reply.header('Cache-Control', COOKIE_ANSWER_CACHE_CONTROL);
        }
      }
      done(null, payload);
    });
  },
  { name: 'no-cached-cookies', dependencies: ['session', 'csrf', 'api-no-store'] },
);
