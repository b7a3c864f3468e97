import './lib/zod-jitless';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type UIMatch } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { RenderedPage } from '@recircuit/contract';
import { routes } from './app/router';
import { Providers } from './app/providers';
import { documentHeadOf } from './app/document-head-of';
import { ServerPageHead, type PageHead } from './app/page-head';
import { currentPage, type RouteHandle } from './app/route-handle';
import { createQueryClient } from './lib/query-client';
import { BUNDLES, changeLanguage, i18n, loadBundles, wordsLoaded } from './lib/i18n';
import { setApiTransport } from './lib/api/transport';
import { setRenderedYear } from './lib/current-year';
import { recordFormatted, takeFormatted } from './lib/format';

/**
 * The server's way in to the web app (docs/rendering.md): renders one public page in one
 * language to HTML, with the same routes and components the browser hydrates. The server calls
 * it one page at a time: the language, the API transport and the year are the process's own.
 */
export interface RenderOptions {
  /** The page's path and query. */
  url: string;
  language: string;
  /** The site's public origin, for the page's absolute addresses. */
  origin: string;
  /** Answers the page's API calls (the server's own routes, in process). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const handler = createStaticHandler(routes);

/** Queries rendered but not fetched yet: the server does not run effects, so it fetches them itself. */
async function fetchRenderedQueries(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
  await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  return waiting.length;
}

/** Renders once, waiting for lazy components, so the next synchronous render has them all. */
async function loadLazyParts(element: React.ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(element);
  for await (const _chunk of prelude);
}

/** The page as HTML, or null when it cannot be rendered ahead (a redirect, an error, a failed call). */
export async function renderPage({ url, language, origin, fetch }: RenderOptions): Promise<RenderedPage | null> {
  setApiTransport((path, init) => fetch(path, init));
  await changeLanguage(language);
  await Promise.all([loadBundles(BUNDLES), wordsLoaded()]);
  const year = new Date().getFullYear();
  setRenderedYear(year);

  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  let added: PageHead | null = null;
  const addToHead = (head: PageHead) => {
    added = head;
  };
  const page = () => (
    <StrictMode>
      {/* The browser hydrates inside one Suspense boundary (main.tsx): the markup must have it too. */}
      <Suspense fallback={null}>
        <Providers queryClient={queryClient}>
          <ServerPageHead value={addToHead}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerPageHead>
        </Providers>
      </Suspense>
    </StrictMode>
  );

  // Each pass renders with the data the last one asked for, until nothing new is asked. The last
  // render is synchronous: a streamed one would complete its Suspense boundaries with inline scripts.
  await loadLazyParts(page());
  for (let pass = 0; pass < 3 && (await fetchRenderedQueries(queryClient)) > 0; pass += 1) {
    await loadLazyParts(page());
  }
  recordFormatted();
  const html = renderToString(page());
  const formatted = takeFormatted();
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const matches = context.matches.map((match) => ({ handle: match.route.handle }) as UIMatch);
  const head = documentHeadOf({
    t: i18n.t.bind(i18n),
    page: currentPage(matches),
    added,
    origin,
    url,
    language,
  });
  if (!head) return null;
  const modules = context.matches.flatMap((match) => (match.route.handle as RouteHandle | undefined)?.module ?? []);
  return {
    html,
    head,
    data: {
      language,
      year,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient),
      pageHead: added ? { ...(added as PageHead) } : null,
      formatted,
    },
    modules,
  };
}
