import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, type UIMatch } from 'react-router';
import { articlePageUrl, RECYCLE_CHILDREN, RENDERED_ROUTES, ROUTES, USER_CHILDREN } from '@recircuit/contract';
import enGB from '../locales/en-GB.json';
import pageHeads from '../locales/en-GB/pageHeads.json';
import { currentPage, isFrameless, requiresLogin, type RouteHandle } from './route-handle';
import { routes } from './router';

function routeMatches(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`no route for ${path}`);
  return matches;
}

/** The matches as the shell sees them through useMatches(). */
function match(path: string): UIMatch[] {
  return routeMatches(path).map((item) => ({
    id: item.route.id ?? '',
    pathname: item.pathname,
    params: item.params,
    data: undefined,
    loaderData: undefined,
    handle: item.route.handle,
  }));
}

// The console (/admin) is a tree of its own with its own titles, tested in features/admin and the console's e2e.
/** One order's pages, reached signed in or by a link with a secret: the tagline is their description. */
const ORDER_PAGES = new Set([
  'mobileOrderDetail',
  'deviceInfo',
  'paySuccess',
  'dataServiceConfirmation',
  'recycleResult',
  'recycleUnknownResult',
  'recycleCurrentResult',
  'recycleRareResult',
  'recycleDonateResult',
]);

/** A page's words in the shell's file or the page heads' bundle (lib/i18n.ts). */
type Heads = Record<string, { title?: string; description?: string } | undefined>;

const specPaths = [
  ...new Set([
    ...Object.values(ROUTES).filter((path) => !path.includes('#') && path !== ROUTES.admin),
    ...RECYCLE_CHILDREN.map((child) => `/recycle/${child}`),
    ...USER_CHILDREN.map((child) => `/user/${child}`),
  ]),
];

describe('routes', () => {
  it.each(specPaths.filter((path) => path !== ROUTES.user))('registers %s as its own page', (path) => {
    const page = currentPage(match(path));
    expect(page).toBeDefined();
    expect(page).not.toBe('notFound');
  });

  it('gives every other path the not-found page', () => {
    expect(currentPage(match('/no/such/page'))).toBe('notFound');
  });

  it('shows /device-info in the site frame from My Orders, and alone when opened from its QR code (t)', () => {
    expect(match(ROUTES.deviceInfo).map((item) => item.id)).toContain('site');
    const owner = new URLSearchParams({ userId: 'u1', deviceId: 'd1' });
    expect(isFrameless(match(ROUTES.deviceInfo), owner)).toBe(false);
    expect(isFrameless(match(ROUTES.deviceInfo), new URLSearchParams({ ...Object.fromEntries(owner), t: 'x' }))).toBe(
      true,
    );
    expect(isFrameless(match(ROUTES.articles), new URLSearchParams({ t: 'x' }))).toBe(false);
  });

  it('flags the /user area as requiring login, and nothing else', () => {
    for (const child of USER_CHILDREN) expect(requiresLogin(match(`/user/${child}`))).toBe(true);
    expect(requiresLogin(match(ROUTES.recycleNow))).toBe(false);
  });

  it('names a page with a title in en-GB for every route, and a description for every page anyone may open signed out', () => {
    for (const path of [...specPaths, '/nowhere']) {
      const matches = match(path);
      const page = currentPage(matches);
      if (!page) continue;
      const words = { ...(enGB.pages as Heads)[page], ...(pageHeads.pages as Heads)[page] };
      expect(words.title, page).toBeTruthy();
      if (!requiresLogin(matches) && !ORDER_PAGES.has(page)) expect(words.description, page).toBeTruthy();
    }
  });

  it.each(specPaths.filter((path) => path !== ROUTES.user))('loads %s lazily', (path) => {
    expect(routeMatches(path).at(-1)?.route.lazy).toBeTypeOf('function');
  });

  it('gives a Component from every lazy module', async () => {
    const lazyRoutes: RouteObject[] = [];
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.lazy) lazyRoutes.push(route);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    for (const route of lazyRoutes) {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') throw new Error('expected a lazy function');
      const module = (await lazy()) as { Component?: unknown };
      expect(typeof module.Component).toBe('function');
    }
  });
});

describe('pages the server renders', () => {
  it.each([...RENDERED_ROUTES, articlePageUrl(1)])('%s names the module its route loads', async (url) => {
    const page = routeMatches(url.split('?')[0] ?? url).at(-1)?.route;
    const module = (page?.handle as RouteHandle | undefined)?.module;
    expect(module).toMatch(/^src\/app\/routes\/[\w/-]+\.tsx$/);
    if (typeof page?.lazy !== 'function') throw new Error(`${url} is not a lazy route`);
    const loaded = (await page.lazy()) as { Component?: unknown };
    const named = (await import(/* @vite-ignore */ `../../${module}`)) as { Component?: unknown };
    expect(loaded.Component).toBeDefined();
    expect(loaded.Component).toBe(named.Component);
  });
});
