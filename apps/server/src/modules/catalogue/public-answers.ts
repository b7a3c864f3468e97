import type { FastifyReply } from 'fastify';

/**
 * The catalogue is the same for everyone and changed only by staff, rarely: browsers and
 * shared caches may keep an answer a short while (instances see a new revision within seconds).
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60';

/**
 * Per address, for each type-ahead route. A person sends a request per keystroke or two and
 * nobody types ten a second for a minute; a script that does is refused with 429.
 */
export const SEARCH_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** Sends an answer already serialized by a memo, with the cache policy of a public answer. */
export function sendPublicJson(
  reply: FastifyReply,
  json: string,
  cacheControl = CATALOGUE_CACHE_CONTROL,
): FastifyReply {
  return reply.header('Cache-Control', cacheControl).type('application/json; charset=utf-8').send(json);
}
