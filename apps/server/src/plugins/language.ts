import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LANGUAGE, bestLanguage, languageFromCookie, type Envelope, type Language } from '@recircuit/contract';
import { isApiRequest } from '../lib/api-request.ts';
import { translate, translateProblem } from '../lib/i18n/messages.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer: the `lang` cookie, else Accept-Language, else en-GB (docs/i18n.md). */
    language: Language;
  }
}

function requestLanguage(request: FastifyRequest): Language {
  return languageFromCookie(request.headers.cookie) ?? bestLanguage(request.headers['accept-language']);
}

function isEnvelope(payload: unknown): payload is Envelope<unknown> {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as { code?: unknown }).code === 'number' &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every API answer's `message` and `errors[].message` in the request's language. Routes and the
 * error handler keep writing the catalogue's en-GB words; this hook translates them on the way out.
 */
export const languagePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.addHook('onRequest', (request, _reply, done) => {
      request.language = requestLanguage(request);
      done();
    });
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      done(null, translated(request.language, payload));
    });
    // An answer depends on the language, so a cache must keep one copy per language.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isApiRequest(request)) reply.header('Vary', 'Accept-Language, Cookie');
      done(null, payload);
    });
  },
  { name: 'language', dependencies: [] },
);

/** An envelope's messages in `language`; any other payload as it is. */
function translated(language: Language, payload: unknown): unknown {
  if (language === DEFAULT_LANGUAGE || !isEnvelope(payload)) return payload;
  const failed = payload.code >= 400;
  const answer: Envelope<unknown> = {
    ...payload,
    message: failed ? translateProblem(payload.message, language) : translate(payload.message, language),
  };
  if (payload.errors) {
    answer.errors = payload.errors.map((error) => ({ ...error, message: translateProblem(error.message, language) }));
  }
  return answer;
}
