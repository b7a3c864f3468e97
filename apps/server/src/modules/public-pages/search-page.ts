import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROUTES } from '@recircuit/contract';

/**
 * `GET /search?q=`: the search page with its results, rendered for each query, so the search
 * works before the app runs and without JavaScript (docs/rendering.md, "Before it hydrates").
 * Rendering costs CPU, so each address may ask 30 a minute; anything that is not a query is
 * the page rendered ahead (or the app's shell).
 */
export const SEARCH_PAGE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** The longest query the site search takes (the contract's siteSearchQuerySchema). */
const QUERY_MAX = 100;

/** The words searched for, or '' when the address asks for no search the page can render. */
function queryOf(request: FastifyRequest): string {
  const { q } = request.query as { q?: unknown };
  const query = typeof q === 'string' ? q.trim() : '';
  return query.length <= QUERY_MAX && !query.includes('\0') ? query : '';
}

export async function searchPageRoutes(app: FastifyInstance) {
  app.get(
    ROUTES.search,
    {
      schema: { hide: true },
      // Only a search is rendered on demand: the page without one was rendered ahead.
      preHandler: app.rateLimit({ ...SEARCH_PAGE_RATE_LIMIT, allowList: (request) => queryOf(request) === '' }),
    },
    async (request, reply) => {
      const query = queryOf(request);
      const html =
        query && app.renderedPages
          ? await app.renderedPages.renderNow(`${ROUTES.search}?q=${encodeURIComponent(query)}`, request.language)
          : null;
      if (html === null) return reply.callNotFound();
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header('Vary', 'Accept-Language, Cookie')
        .send(html);
    },
  );
}
