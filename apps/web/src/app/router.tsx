import { createBrowserRouter, redirect, type HydrationState, type RouteObject } from 'react-router';
import { RECYCLE_CHILDREN, ROUTES, USER_CHILDREN } from '@recircuit/contract';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { withBundles, type Bundle } from '../lib/i18n';
import { loadWaitingParts } from '../components/ui/lazy-near';
import { PageFallback } from './page-fallback';
import { RootRouteError, RouteError } from './route-error';
import type { PageKey, RouteHandle } from './route-handle';

type RecycleChild = (typeof RECYCLE_CHILDREN)[number];
type UserChild = (typeof USER_CHILDREN)[number];
type LazyModule = NonNullable<RouteObject['lazy']>;

/** The device flow's pages need the recycle words before they render. */
const recycle = <T,>(load: () => Promise<T>) => withBundles(['recycle', 'recycleStart'], load);

/** The result pages show the order as My Orders does, with its words. */
const recycleResult = <T,>(load: () => Promise<T>) => withBundles(['recycle', 'recycleStart', 'orders'], load);

/** The data service's pages need its words (and the guarded ones the sign-in words). */
const dataService = <T,>(load: () => Promise<T>, more: readonly Bundle[] = []) =>
  withBundles(['data', 'dataLanding', ...more], load);

const handle = (page: PageKey, extra: Omit<RouteHandle, 'page'> = {}): RouteHandle => ({ page, ...extra });

/** Every child of /recycle (docs/web-app.md, "Routes and pages"), each its own lazily loaded page. */
const recycleChildren: Record<RecycleChild, { page: PageKey; lazy: LazyModule }> = {
  recycle: { page: 'recycleDevice', lazy: recycle(() => import('./routes/recycle/recycle')) },
  result: { page: 'recycleResult', lazy: recycleResult(() => import('./routes/recycle/result')) },
  unknown: { page: 'recycleUnknown', lazy: recycle(() => import('./routes/recycle/unknown')) },
  rare: { page: 'recycleRare', lazy: recycle(() => import('./routes/recycle/rare')) },
  confirm: { page: 'recycleConfirm', lazy: recycle(() => import('./routes/recycle/confirm')) },
  'unknown-confirm': { page: 'recycleUnknownConfirm', lazy: recycle(() => import('./routes/recycle/unknown-confirm')) },
  'unknown-result': { page: 'recycleUnknownResult', lazy: recycle(() => import('./routes/recycle/unknown-result')) },
  current: { page: 'recycleCurrent', lazy: recycle(() => import('./routes/recycle/current')) },
  'current-confirm': { page: 'recycleCurrentConfirm', lazy: recycle(() => import('./routes/recycle/current-confirm')) },
  'current-result': {
    page: 'recycleCurrentResult',
    lazy: recycleResult(() => import('./routes/recycle/current-result')),
  },
  'rare-confirm': { page: 'recycleRareConfirm', lazy: recycle(() => import('./routes/recycle/rare-confirm')) },
  'rare-result': { page: 'recycleRareResult', lazy: recycleResult(() => import('./routes/recycle/rare-result')) },
  donate: { page: 'recycleDonate', lazy: recycle(() => import('./routes/recycle/donate')) },
  'donate-confirm': { page: 'recycleDonateConfirm', lazy: recycle(() => import('./routes/recycle/donate-confirm')) },
  'donate-result': { page: 'recycleDonateResult', lazy: recycleResult(() => import('./routes/recycle/donate-result')) },
};

/** Every child of /user. */
const userChildren: Record<UserChild, { page: PageKey; lazy: LazyModule }> = {
  info: { page: 'userInfo', lazy: withBundles(['account'], () => import('./routes/user/info')) },
  orders: {
    page: 'userOrders',
    lazy: withBundles(['account', 'orders', 'data', 'dataLanding'], () => import('./routes/user/orders')),
  },
  contact: { page: 'userContact', lazy: withBundles(['account'], () => import('./routes/user/contact')) },
  privacy: { page: 'userPrivacy', lazy: withBundles(['account'], () => import('./routes/user/privacy')) },
};

/**
 * A page the server renders: its module's source file and its words (see RouteHandle), which
 * load with its code, since a rendered page hydrates once its route modules are here
 * (docs/rendering.md).
 */
const renderedPage = <T,>(page: PageKey, module: string, bundles: Bundle[], load: () => Promise<T>) => ({
  handle: { page, module: `src/app/${module}`, bundles } satisfies RouteHandle,
  lazy: withBundles(bundles, load),
});

const pathOf = (route: string) => route.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootRouteError,
    children: [
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          {
            // Pages render inside the header and footer; while the first page's code
            // loads the shell is already on screen with a placeholder where the page goes.
            HydrateFallback: PageFallback,
            ErrorBoundary: RouteError,
            children: [
              {
                index: true,
                ...renderedPage(
                  'home',
                  'routes/home.tsx',
                  ['info', 'locationSearch', 'home', 'subscription'],
                  () => import('./routes/home'),
                ),
              },
              {
                path: pathOf(ROUTES.articles),
                ...renderedPage(
                  'articles',
                  'routes/articles.tsx',
                  ['info', 'articlePages'],
                  () => import('./routes/articles'),
                ),
              },
              {
                path: pathOf(ROUTES.articleDetail),
                ...renderedPage(
                  'articleDetail',
                  'routes/article-detail.tsx',
                  ['info', 'articlePages'],
                  () => import('./routes/article-detail'),
                ),
              },
              {
                path: pathOf(ROUTES.about),
                ...renderedPage('about', 'routes/about.tsx', ['guides'], () => import('./routes/about')),
              },
              {
                path: pathOf(ROUTES.recyclingGuide),
                ...renderedPage(
                  'recyclingGuide',
                  'routes/recycling-guide.tsx',
                  ['guides'],
                  () => import('./routes/recycling-guide'),
                ),
              },
              {
                path: pathOf(ROUTES.privacy),
                ...renderedPage('privacy', 'routes/privacy.tsx', ['legal'], () => import('./routes/privacy')),
              },
              {
                path: pathOf(ROUTES.terms),
                ...renderedPage('terms', 'routes/terms.tsx', ['legal'], () => import('./routes/terms')),
              },
              {
                path: pathOf(ROUTES.cookies),
                ...renderedPage('cookies', 'routes/cookies.tsx', ['legal'], () => import('./routes/cookies')),
              },
              {
                path: pathOf(ROUTES.locations),
                ...renderedPage(
                  'locations',
                  'routes/locations.tsx',
                  ['locationSearch', 'locations'],
                  () => import('./routes/locations'),
                ),
              },
              {
                path: pathOf(ROUTES.recycleNow),
                ...renderedPage(
                  'recycleNow',
                  'routes/recycle-now.tsx',
                  ['recycleStart'],
                  () => import('./routes/recycle-now'),
                ),
              },
              {
                path: 'recycle',
                lazy: recycle(() => import('./routes/recycle/layout')),
                children: [
                  { index: true, loader: () => redirect(ROUTES.recycleNow), element: null },
                  ...RECYCLE_CHILDREN.map((path) => ({
                    path,
                    handle: handle(recycleChildren[path].page),
                    lazy: recycleChildren[path].lazy,
                  })),
                ],
              },
              {
                path: pathOf(ROUTES.user),
                handle: handle('user', { requiresLogin: true }),
                lazy: withBundles(['auth', 'account'], () => import('./routes/user/layout')),
                children: [
                  { index: true, loader: () => redirect(ROUTES.userInfo), element: null },
                  ...USER_CHILDREN.map((path) => ({
                    path,
                    handle: handle(userChildren[path].page),
                    lazy: userChildren[path].lazy,
                  })),
                ],
              },
              {
                path: pathOf(ROUTES.mobileOrderDetail),
                handle: handle('mobileOrderDetail'),
                lazy: dataService(() => import('./routes/mobile-order-detail'), ['auth']),
              },
              {
                path: pathOf(ROUTES.dataService),
                ...renderedPage(
                  'dataService',
                  'routes/data-service/index.tsx',
                  ['dataLanding'],
                  () => import('./routes/data-service/index'),
                ),
              },
              {
                path: pathOf(ROUTES.dataServiceErase),
                handle: handle('dataServiceErase'),
                lazy: dataService(() => import('./routes/data-service/erase')),
              },
              {
                path: pathOf(ROUTES.dataServiceRetrieval),
                handle: handle('dataServiceRetrieval'),
                lazy: dataService(() => import('./routes/data-service/retrieval')),
              },
              {
                path: pathOf(ROUTES.dataServiceConfirmation),
                handle: handle('dataServiceConfirmation'),
                lazy: dataService(() => import('./routes/data-service/confirmation'), ['auth']),
              },
              {
                path: pathOf(ROUTES.paySuccess),
                handle: handle('paySuccess'),
                lazy: dataService(() => import('./routes/pay-success'), ['auth']),
              },
              {
                path: pathOf(ROUTES.verify),
                ...renderedPage('verify', 'routes/verify.tsx', ['data'], () => import('./routes/verify')),
              },
              {
                path: `${pathOf(ROUTES.verify)}/:code`,
                handle: handle('verify'),
                lazy: dataService(() => import('./routes/verify')),
              },
              {
                path: pathOf(ROUTES.deviceInfo),
                handle: handle('deviceInfo', { framelessWith: 't' }),
                lazy: withBundles(['orders', 'recycle', 'recycleStart'], () => import('./routes/device-info')),
              },
              {
                path: pathOf(ROUTES.resetPassword),
                handle: handle('resetPassword'),
                lazy: withBundles(['auth'], () => import('./routes/reset-password')),
              },
              {
                path: pathOf(ROUTES.menu),
                ...renderedPage('menu', 'routes/menu.tsx', ['auth'], () => import('./routes/menu')),
              },
              {
                path: pathOf(ROUTES.language),
                // The language dialog opens over the page as soon as it runs, and needs the sign-in words.
                ...renderedPage(
                  'language',
                  'routes/language.tsx',
                  ['language', 'auth', 'pageHeads'],
                  () => import('./routes/language'),
                ),
              },
              {
                path: pathOf(ROUTES.search),
                ...renderedPage('search', 'routes/search.tsx', ['search'], () => import('./routes/search')),
              },
              {
                // The login dialog's page, for a tap on Sign in before the app runs (docs/rendering.md).
                path: pathOf(ROUTES.login),
                handle: handle('login'),
                lazy: withBundles(['auth', 'pageHeads'], () => import('./routes/login')),
              },
              { path: '*', handle: handle('notFound'), lazy: () => import('./routes/not-found') },
            ],
          },
        ],
      },
      {
        // The operations console: its own frame and its own routes inside one lazy module, so
        // the public pages carry nothing of it but this entry (docs/web-app.md, "Operations console").
        path: `${pathOf(ROUTES.admin)}/*`,
        HydrateFallback: PageFallback,
        ErrorBoundary: RouteError,
        lazy: withBundles(['auth', 'admin'], () => import('./routes/admin/console')),
      },
    ],
  },
];

export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  // Once the visitor moves to another page, the parts of the first one still waiting to come near load
  // (components/ui/lazy-near.ts). Watched here, not in a component, which a navigation may mount afresh.
  const { pathname } = router.state.location;
  const unsubscribe = router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    unsubscribe();
    loadWaitingParts();
  });
  return router;
}
