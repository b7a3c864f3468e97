import type { Translator } from './translator';

/**
 * What one server render of a page has to itself, so pages can render side by side
 * (docs/rendering.md, "Side by side"). The browser renders one app and has none: each reader falls
 * back to the app's own (the translator, `fetch`, this year).
 */
export interface RenderScope {
  /** The page's language, sharing the words already loaded. */
  translator: Translator;
  /** The contract's words in that language. */
  words: (text: string) => string;
  /** Answers the page's API calls: the server's own routes, in process. */
  send: (url: string, init: RequestInit) => Promise<Response>;
  year: number;
  /** What the render formatted, by what it shows, for the browser's first render to reuse (lib/format.ts). */
  formatted: Record<string, string>;
}

let findScope: () => RenderScope | undefined = () => undefined;

/** How the server's entry finds the render in progress (an AsyncLocalStorage's store): set once, there. */
export function findRenderScopeWith(find: () => RenderScope | undefined): void {
  findScope = find;
}

/** The server render in progress; undefined in the browser. */
export function renderScope(): RenderScope | undefined {
  return findScope();
}
