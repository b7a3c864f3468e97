import type { Language } from '@recircuit/contract';
import { wordsByLanguage } from '../../lib/i18n/server-words.ts';

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
/** Every page's words in one language; a page left out fails the type check and the test. */
export type PageTranslations = Record<PageId, PageWords>;

/** The pages' words in each language of the site: the server's `pages` namespace (docs/translations/). */
export const PAGE_WORDS: Record<Language, PageTranslations> = wordsByLanguage('pages');

export interface SearchablePage extends PageWords {
  url: string;
}

const PAGE_IDS = Object.keys(PAGE_URLS) as PageId[];
/** Made once: search keeps each page's prepared text by the page object. */
const pagesByLanguage = new Map<Language, readonly SearchablePage[]>(
  Object.entries(PAGE_WORDS).map(([language, words]) => [
    language as Language,
    PAGE_IDS.map((id) => ({ title: words[id].title, url: PAGE_URLS[id], text: words[id].text })),
  ]),
);

/** The information pages as site search knows them, in `language`. */
export function searchablePages(language: Language): readonly SearchablePage[] {
  return pagesByLanguage.get(language)!;
}
