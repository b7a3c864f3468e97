import type { UIMatch } from 'react-router';
import type enGB from '../locales/en-GB.json';
import type pageHeads from '../locales/en-GB/pageHeads.json';
import type { Bundle } from '../lib/i18n';

/** A page with a title and a meta description under `pages.<key>` in the locale files (lib/i18n.ts). */
export type PageKey = keyof typeof enGB.pages | keyof typeof pageHeads.pages;

/** What every route declares about itself, read by the shell. */
export interface RouteHandle {
  /** Which `pages.<key>` entry gives the document title and meta description. */
  page?: PageKey;
  /** The /user area is flagged as needing a signed-in user. The router does not enforce it. */
  requiresLogin?: boolean;
  /**
   * The route module's source file, on pages the server renders: its stylesheets go in the
   * page's <head> (docs/rendering.md). router.test.ts checks it is the module the route loads.
   */
  module?: string;
  /** The words the route's module loads with it, on pages the server renders: the page's scripts include them. */
  bundles?: readonly Bundle[];
  /**
   * The page stands alone, without header and footer, when its address has this query
   * parameter: /device-info opened from its QR code (`t`) at a partner's counter.
   */
  framelessWith?: string;
}

export function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The deepest route's page key: the page the visitor is looking at. */
export function currentPage(matches: readonly UIMatch[]): PageKey | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const page = match ? handleOf(match).page : undefined;
    if (page) return page;
  }
  return undefined;
}

/** Whether any route on the way to the current page is flagged `requiresLogin`. */
export function requiresLogin(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => handleOf(match).requiresLogin === true);
}

/** Whether the current page asks to stand alone, without header and footer, for this address. */
export function isFrameless(matches: readonly UIMatch[], params: URLSearchParams): boolean {
  return matches.some((match) => {
    const parameter = handleOf(match).framelessWith;
    return parameter !== undefined && params.has(parameter);
  });
}
