import './lib/zod-jitless';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  RouterContextProvider,
  type RouteObject,
  type UIMatch,
} from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { RenderedPage } from '@recircuit/contract';
import { routes } from './app/router';
import { Providers } from './app/providers';
import { documentHeadOf } from './app/document-head-of';
import { ServerPageHead, type PageHead } from './app/page-head';
import { currentPage, type RouteHandle } from './app/route-handle';
import { createQueryClient } from './lib/query-client';
import { bundleSources, loadLanguage, translator } from './lib/i18n';
import { wordsTranslator } from './lib/i18n-words-translator';
import { findRenderScopeWith, type RenderScope } from './lib/render-scope';
import { prefetch, renderQueries, type LoaderArgs } from './app/route-data';
import { siteInfoQueryOptions } from './features/site/api/get-site-info';

/**
 * The server's way in to the web app (docs/rendering.md): renders one public page in one
 * language to HTML, with the same routes and components the browser hydrates. Each render has
 * its own language, API transport, year and formatted texts (lib/render-scope.ts), so the server
 * may render several pages side by side.
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

/**
 * The routes with the site layout's loader (the footer's details, on every page). It is added here,
 * not in router.tsx, since it does nothing in the browser and the browser's first load counts each byte.
 */
function withSiteLoader(tree: RouteObject[]): RouteObject[] {
  return tree.map((route) =>
    route.id === 'site'
      ? { ...route, loader: ({ context }: LoaderArgs) => prefetch(context, siteInfoQueryOptions()) }
      : { ...route, children: route.children && withSiteLoader(route.children) },
  ) as RouteObject[];
}

const handler = createStaticHandler(withSiteLoader(routes));

const renders = new AsyncLocalStorage<RenderScope>();
findRenderScopeWith(() => renders.getStore());

const contractWords = new Map<string, Promise<(text: string) => string>>();

/** The contract's words in `language`, loaded once. */
function contractWordsIn(language: string): Promise<(text: string) => string> {
  let found = contractWords.get(language);
  if (!found) contractWords.set(language, (found = wordsTranslator(language)));
  return found;
}

/**
 * React's mark of a Suspense boundary it left for the browser to render, as something in it had not
 * loaded: a lazy component this process has not loaded yet (React keeps one once loaded).
 */
const UNFINISHED_BOUNDARY = '<!--$!-->';

/**
 * Queries rendered but not fetched yet, which no route loader started: the server does not run
 * effects, so it fetches them itself. Their hashes.
 */
async function fetchRenderedQueries(queryClient: QueryClient): Promise<string[]> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false);
  await Promise.all(waiting.map((query) => query.fetch({ ...query.options, retry: false }).catch(() => undefined)));
  return waiting.map((query) => query.queryHash);
}

/** Renders once, waiting for lazy components, so the next synchronous render has them all. */
async function loadLazyParts(element: React.ReactNode): Promise<void> {
  const { prelude } = await prerenderToNodeStream(element);
  for await (const _chunk of prelude);
}

/** The page as HTML, or null when it cannot be rendered ahead (a redirect, an error, a failed call). */
export async function renderPage(options: RenderOptions): Promise<RenderedPage | null> {
  const [, words] = await Promise.all([loadLanguage(options.language), contractWordsIn(options.language)]);
  const scope: RenderScope = {
    translator: translator().inLanguage(options.language),
    words,
    send: options.fetch,
    year: new Date().getFullYear(),
    formatted: {},
  };
  return renders.run(scope, () => renderIn(scope, options));
}

async function renderIn(scope: RenderScope, { url, language, origin }: RenderOptions): Promise<RenderedPage | null> {
  const queryClient = createQueryClient();
  // The routes' loaders start the page's queries and wait for them (app/route-data.ts).
  const context = await handler.query(new Request(new URL(url, origin)), {
    requestContext: new RouterContextProvider(new Map([[renderQueries, queryClient]])),
  });
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
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

  // The render is synchronous: a streamed one would complete its Suspense boundaries with inline scripts.
  const renderOnce = () => {
    scope.formatted = {};
    const markup = renderToString(page());
    return { markup, formatted: scope.formatted };
  };
  let { markup: html, formatted } = renderOnce();
  if (html.includes(UNFINISHED_BOUNDARY)) {
    await loadLazyParts(page());
    ({ markup: html, formatted } = renderOnce());
  }
  // A query no loader started is fetched now and the page rendered again: right, but slower to render.
  const unloadedQueries: string[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    const fetched = await fetchRenderedQueries(queryClient);
    if (fetched.length === 0) break;
    unloadedQueries.push(...fetched);
    await loadLazyParts(page());
    ({ markup: html, formatted } = renderOnce());
  }
  if (
    html.includes(UNFINISHED_BOUNDARY) ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error')
  )
    return null;

  const matches = context.matches.map((match) => ({ handle: match.route.handle }) as UIMatch);
  const head = documentHeadOf({
    t: scope.translator.t,
    page: currentPage(matches),
    added,
    origin,
    url,
    language,
  });
  if (!head) return null;
  const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const modules = [
    ...handles.flatMap((handle) => handle.module ?? []),
    ...bundleSources(
      language,
      handles.flatMap((handle) => handle.bundles ?? []),
    ),
  ];
  return {
    html,
    head,
    data: {
      language,
      year: scope.year,
      loaderData: context.loaderData,
      queries: dehydrate(queryClient),
      pageHead: added ? { ...(added as PageHead) } : null,
      formatted,
    },
    modules,
    unloadedQueries,
  };
}
