import { lazy } from 'react';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { PAGE_DATA_ELEMENT_ID, type RenderedPageData } from '@recircuit/contract';
import { changeLanguage } from '../lib/i18n';
import { setRenderedYear } from '../lib/current-year';
import { reuseFormatted } from '../lib/format';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';
import { headWrittenByServer } from './document-head';
import { restorePageHead, type PageHead } from './page-head';
import { createAppRouter, routes } from './router';

/** The data a server-rendered page carries (docs/rendering.md), or null for the app's bare shell. */
export function readRenderedPage() {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let data: RenderedPageData;
  try {
    data = JSON.parse(text) as RenderedPageData;
  } catch {
    return null;
  }
  return { data, prepare: () => prepare(data) };
}

/** Everything the first render needs to match the server's: its language, year, route modules and data. */
async function prepare(data: RenderedPageData) {
  // Three tasks, each after a step that ran long on a slow phone: the app's own module, its words, the route modules.
  await nextTask();
  setRenderedYear(data.year);
  const pageHead = data.pageHead as PageHead | null;
  restorePageHead(pageHead);
  headWrittenByServer(`${window.location.pathname}${window.location.search}`, data.language, pageHead);
  reuseFormatted(data.formatted);
  // Its words from the contract wait for the visitor: the first render shows none of them.
  await changeLanguage(data.language, { wordsOnFirstUse: true });
  await nextTask();
  // A route still to load would render its fallback instead of the page the server sent. The layouts are
  // awaited; the page itself becomes a lazy component, so React hydrates the header and footer while its
  // code is still on the way and leaves the server's markup of the page in place until it is here.
  const matches = matchRoutes(routes, window.location) ?? [];
  const page = matches.at(-1)?.route;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loading = route.lazy();
      if (route === page) {
        const Component = lazy(async () => {
          const { Component: Page } = await loading;
          if (!Page) throw new Error(`The route of ${window.location.pathname} has no Component`);
          return { default: Page };
        });
        Object.assign(route, { Component, lazy: undefined });
        return;
      }
      Object.assign(route, await loading, { lazy: undefined });
    }),
  );
  await nextTask();
  const queryClient = createQueryClient();
  hydrate(queryClient, data.queries as DehydratedState);
  return { router: createAppRouter({ loaderData: data.loaderData }), queryClient };
}
