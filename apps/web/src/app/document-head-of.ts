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

/** The head of a page, in the browser (PageMeta) and on the server alike; null before the page is known. */
export function documentHeadOf({ t, page: routePage, added, origin, url, language }: DocumentHeadInput) {
  const page = added?.page ?? routePage;
  const ownTitle = added?.title;
  const title = ownTitle ?? (page ? t(`pages.${page}.title`) : undefined);
  const description = added?.description ?? (page ? t(`pages.${page}.description`) : '');
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
