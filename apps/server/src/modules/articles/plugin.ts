import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@recircuit/contract';
import { articleRoutes } from './routes.ts';
import { ArticlesService } from './service.ts';
import { siteSearchRoutes } from './site-search-routes.ts';

/** The articles, and site search over them, the information pages and the catalogue's devices. */
export const articlesModule = fp(
  async (app: FastifyInstance) => {
    const articles = await ArticlesService.load(app.db, app.log);
    await app.register(articleRoutes, { prefix: API_BASE, articles });
    await app.register(siteSearchRoutes, { prefix: API_BASE, articles, cache: app.catalogueCache });
  },
  { name: 'articles', dependencies: ['db', 'catalogue'] },
);
