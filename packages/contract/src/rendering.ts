import { ROUTES } from './routes.ts';

/**
 * The public pages the server renders to HTML, per language (docs/rendering.md). An article's
 * page is rendered once per article, at `articlePageUrl(id)`. Any other address (or one of these
 * with another query string) gets the app's shell and renders in the browser.
 */
export const RENDERED_ROUTES = [
  ROUTES.home,
  ROUTES.articles,
  ROUTES.about,
  ROUTES.recyclingGuide,
  ROUTES.locations,
  ROUTES.recycleNow,
  ROUTES.dataService,
  ROUTES.verify,
  ROUTES.privacy,
  ROUTES.terms,
  ROUTES.cookies,
  ROUTES.menu,
  ROUTES.language,
  ROUTES.search,
] as const;

export const articlePageUrl = (id: number) => `${ROUTES.articleDetail}?id=${id}`;

/** The id of the JSON block that carries a rendered page's data to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** What a page's HTML tells the browser it was rendered with, so the first render in the browser matches. */
export interface RenderedPageData {
  language: string;
  /** The year the footer's copyright line was rendered with. */
  year: number;
  /** The router's loader data, by route id. */
  loaderData: Record<string, unknown>;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** What the page added to its head (an article's title), so the browser keeps it from the start. */
  pageHead: Record<string, unknown> | null;
  /**
   * The money, numbers and dates the page shows, as the server wrote them: hydration reuses them
   * instead of making Intl formatters, whose first use costs tens of milliseconds (docs/rendering.md).
   */
  formatted: Record<string, string>;
}

/** The head of a page: written into the HTML by the server, and kept by the page afterwards. */
export interface DocumentHead {
  /** The whole document title, brand included. */
  documentTitle: string;
  /** The page's own title, without the site name (og:title). */
  title: string;
  description: string;
  type: 'website' | 'article';
  /** The page's absolute address (og:url). */
  url: string;
  /** The share image's absolute address, if the page has one. */
  image?: string | undefined;
  imageAlt?: string | undefined;
  /** The language as OpenGraph writes it: en_GB. */
  locale: string;
}

/** One rendered page, as the web app's server entry hands it to the server. */
export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  head: DocumentHead;
  data: RenderedPageData;
  /** The source files of the page's route modules and its words: its scripts, and the stylesheets its <head> holds. */
  modules: string[];
  /** Queries the page's route loaders did not start, found by rendering it: each costs another render. */
  unloadedQueries?: string[];
}
