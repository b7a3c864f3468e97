import type { FastifyInstance } from 'fastify';
import { loadDocumentRenderer } from './page-renderer.ts';
import { RenderedPages } from './rendered-pages.ts';
import type { BootScript } from './boot-script.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-rendered public pages; null when the web build has no server entry. */
    renderedPages: RenderedPages | null;
  }
}

/**
 * Loads the web app's renderer and renders the public pages once the server listens, in the
 * background: the first answers go out meanwhile, as the app's shell (docs/rendering.md).
 */
export async function startRenderedPages(
  app: FastifyInstance,
  webDistDir: string,
  origin: string,
  boot: BootScript | null,
): Promise<RenderedPages | null> {
  // A build whose server entry cannot load leaves the site working, rendered in the browser.
  const render = await loadDocumentRenderer(app, webDistDir, origin, boot).catch((error: unknown) => {
    app.log.error({ err: error }, "the web app's server entry could not be loaded; pages render in the browser");
    return null;
  });
  const pages = render && new RenderedPages(app, render);
  app.decorate('renderedPages', pages);
  if (pages) {
    app.addHook('onListen', async () => {
      void pages
        .renderAll()
        .catch((error: unknown) => app.log.warn({ err: error }, 'the public pages were not rendered'));
    });
    app.addHook('onClose', async () => pages.close());
  }
  return pages;
}
