import type { FastifyInstance } from 'fastify';
import { ROUTES, isLanguage } from '@recircuit/contract';

/**
 * `GET /language?choose=<language>`: the language page's links, for a browser without
 * JavaScript (docs/rendering.md, "Before it hydrates"). It keeps the choice in the `lang`
 * cookie, as the language dialog does, and goes home in that language. Anything else at
 * /language is the page itself.
 */
export async function languageChoiceRoutes(app: FastifyInstance) {
  app.get(ROUTES.language, { schema: { hide: true } }, async (request, reply) => {
    const { choose } = request.query as { choose?: unknown };
    if (!isLanguage(choose)) return reply.callNotFound();
    app.setLanguageCookie(reply, choose);
    return reply.header('Cache-Control', 'no-store').redirect(ROUTES.home, 303);
  });
}
