import { RECYCLE_CHILDREN, ROUTES, USER_CHILDREN } from '@recircuit/contract';

export const DEFAULT_RETURN = ROUTES.userInfo;

/** The paths of the web app's pages (packages/contract routes.ts). */
const APP_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(ROUTES).map((route) => route.split('#')[0] as string),
  ...RECYCLE_CHILDREN.map((child) => `/recycle/${child}`),
  ...USER_CHILDREN.map((child) => `${ROUTES.user}/${child}`),
]);

// C0 controls, DEL and C1 controls: a URL parser drops some of them (tab, CR, LF), which turns `/\t/host` into `//host`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where to go after a third-party sign-in: a page of this site only. The value is resolved
 * against PUBLIC_URL as a browser would; anything that lands on another origin or on a
 * path that is not one of the app's pages gives /user/info. The answer is the serialised
 * URL (percent-encoded, so always a valid Location header).
 */
export function safeReturnTo(value: string | undefined, publicUrl: string): string {
  if (!value || value.length > 500 || CONTROL.test(value) || value.includes('\\')) return DEFAULT_RETURN;
  let url: URL;
  let base: URL;
  try {
    base = new URL(publicUrl);
    url = new URL(value, base);
  } catch {
    return DEFAULT_RETURN;
  }
  if (url.origin !== base.origin || url.username || url.password) return DEFAULT_RETURN;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!APP_PATHS.has(path)) return DEFAULT_RETURN;
  return `${url.pathname}${url.search}${url.hash}`;
}
