import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** Public pages, with how often they change, for search engines. Article ids 1–5 are fixed (docs/web-app.md). */
const PAGES: [path: string, changefreq: string, priority: string][] = [
  ['/', 'weekly', '1.0'],
  ['/recycle-now', 'monthly', '0.9'],
  ['/data-service', 'monthly', '0.8'],
  ['/articles', 'weekly', '0.8'],
  ...[1, 2, 3, 4, 5].map((id): [string, string, string] => [`/articleDetail?id=${id}`, 'monthly', '0.7']),
  ['/about', 'yearly', '0.6'],
  ['/recycling-guide', 'monthly', '0.7'],
  ['/locations', 'monthly', '0.7'],
  ['/privacy', 'yearly', '0.3'],
  ['/terms', 'yearly', '0.3'],
  ['/cookies', 'yearly', '0.3'],
];

const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const routes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${PAGES.map(([path, changefreq, priority]) => `  <url><loc>${xmlEscape(publicUrl + path)}</loc><changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>`).join('\n')}
</urlset>
`;
  const robots = `User-agent: *
Allow: /
Disallow: /proxy/
Disallow: /user/
Disallow: /device-info
Disallow: /mobile-order-detail
Disallow: /search
Sitemap: ${publicUrl}/sitemap.xml
`;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );
};

export const seoRoutes = fp(routes, { name: 'seo-routes', dependencies: [], encapsulate: true });
