/** The site's information pages site search finds, in the order it lists them, and where each is. */
export const PAGE_URLS = {
  recycleNow: '/recycle-now',
  dataService: '/data-service',
  dataRetrieval: '/data-service/retrieval',
  dataErasure: '/data-service/erase',
  about: '/about',
  recyclingGuide: '/recycling-guide',
  locations: '/locations',
  articles: '/articles',
} as const;
export type PageId = keyof typeof PAGE_URLS;

/**
 * What search knows of a page in one language: its title, as the web app names the page in
 * that language (its search suggestions, menus and page titles), and a line of what is on it.
 */
export interface PageWords {
  title: string;
  text: string;
}
/** Every page's words in one language; a page left out fails the type check. */
export type PageTranslations = Record<PageId, PageWords>;
