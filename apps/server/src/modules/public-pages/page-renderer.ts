import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LANGUAGE_COOKIE, type Language, type RenderedPage } from '@recircuit/contract';
import { pageAssets, type BuildManifest } from './page-assets.ts';
import { documentTemplate } from './document-template.ts';
import { pageDocument } from './page-document.ts';
import type { BootScript } from './boot-script.ts';

/** The web app's server entry (apps/web/src/entry-server.tsx, built by `vite build --ssr`). */
interface ServerEntry {
  renderPage(options: {
    url: string;
    language: string;
    origin: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderedPage | null>;
}

/** The app's entry, as the manifest names it. */
const APP_ENTRY = 'index.html';

export type RenderDocument = (url: string, language: Language) => Promise<string | null>;

/** Where the server entry is built, beside the web app's dist directory. */
export const serverEntryPath = (webDistDir: string) => join(webDistDir, '..', 'dist-server', 'entry-server.js');

/**
 * A page's API calls, answered by this server in process (no network, no session): only reads,
 * in the language being rendered. A page rendered ahead is the same for everyone.
 */
function inProcessFetch(app: FastifyInstance, language: Language) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET') throw new Error(`a page rendered ahead may only read (${method} ${url})`);
    const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
    headers.cookie = `${LANGUAGE_COOKIE}=${language}`;
    const answer = await app.inject({ method: method as InjectOptions['method'], url, headers });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: responseHeaders });
  };
}

/**
 * Renders whole documents with the built web app, or null when the build has no server entry
 * (the API alone, or a web build from before server rendering).
 */
export async function loadDocumentRenderer(
  app: FastifyInstance,
  webDistDir: string,
  origin: string,
  boot: BootScript | null,
): Promise<RenderDocument | null> {
  const entryPath = serverEntryPath(webDistDir);
  const manifestPath = join(webDistDir, '.vite', 'manifest.json');
  if (!boot || !existsSync(entryPath) || !existsSync(manifestPath)) return null;
  const [entry, indexHtml, manifest] = await Promise.all([
    import(pathToFileURL(entryPath).href) as Promise<ServerEntry>,
    readFile(join(webDistDir, 'index.html'), 'utf8'),
    readFile(manifestPath, 'utf8').then((text) => JSON.parse(text) as BuildManifest),
  ]);
  const stylesheets = new Map<string, string>();
  const readStylesheet = (path: string) => {
    let css = stylesheets.get(path);
    if (css === undefined) {
      css = readFileSync(join(webDistDir, path), 'utf8');
      stylesheets.set(path, css);
    }
    return css;
  };
  const appChunks = (manifest[APP_ENTRY]?.imports ?? []).flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
  const parts = { template: documentTemplate(indexHtml), boot: boot.source, appChunks, readStylesheet };
  return async (url, language) => {
    const page = await entry.renderPage({ url, language, origin, fetch: inProcessFetch(app, language) });
    if (page?.unloadedQueries?.length) {
      app.log.warn(
        { url, queries: page.unloadedQueries },
        "a rendered page asked for data its routes' loaders did not fetch, and was rendered again",
      );
    }
    return page && pageDocument(page, pageAssets(manifest, page.modules), parts);
  };
}
