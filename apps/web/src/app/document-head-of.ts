import type { TFunction } from 'i18next';
import type { DocumentHead } from '@recircuit/contract';
import type { PageHead } from './page-head';
import type { PageKey } from './route-handle';

export interface DocumentHeadInput {
  t: TFunction;
  /** The route's page. */
  page: PageKey | undefined;
  /** What the page itself added (usePageHead). */
  added: PageHead | null;
  /** The site's origin, for absolute addresses. */
  origin: string;
  /** The page's path and query. */
  url: string;
  language: string;
}

/**
 * Pages behind sign-in or at the end of a flow have no description of their own: no search
 * engine sees them, and their words would ride in every first load. The tagline stands in.
 */
const descriptionOf = (t: TFunction, page: PageKey) =>
  t(`pages.${page}.description` as 'pages.home.description', { defaultValue: t('brand.tagline') });

/** The head of a page, in the browser (PageMeta) and on the server alike; null before the page is known. */
export function documentHeadOf({ t, page: routePage, added, origin, url, language }: DocumentHeadInput) {
  const page = added?.page ?? routePage;
  const ownTitle = added?.title;
  const title = ownTitle ?? (page ? t(`pages.${page}.title`) : undefined);
  const description = added?.description ?? (page ? descriptionOf(t, page) : '');
  const documentTitle = page === 'home' && !ownTitle ? title : title && t('brand.titleTemplate', { title });
  if (!title || !documentTitle) return null;
  const absolute = (path: string) => new URL(path, origin).href;
  const { type = 'website', image, imageAlt } = added ?? {};
  const head: DocumentHead = {
    documentTitle,
    title,
    description,
    type,
    url: absolute(url),
    image: image ? absolute(image) : undefined,
    imageAlt,
    locale: language.replace('-', '_'),
  };
  return head;
}
