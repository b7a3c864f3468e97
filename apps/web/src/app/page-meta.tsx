import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { writeDocumentHead } from './document-head';
import { pageHeadStore } from './page-head';
import { currentPage } from './route-handle';

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * The one place the head is set: the route's page (its `handle.page`) gives title and
 * description, what the page adds through usePageHead overrides them, and the result is
 * written once. Mounted by the root layout, and by the root's error boundary in its place.
 */
export function PageMeta() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const added = useSyncExternalStore(pageHeadStore.subscribe, pageHeadStore.get, () => null);
  const page = added?.page ?? currentPage(matches);
  const ownTitle = added?.title;
  const title = ownTitle ?? (page ? t(`pages.${page}.title`) : undefined);
  const description = added?.description ?? (page ? t(`pages.${page}.description`) : '');
  const documentTitle = page === 'home' && !ownTitle ? title : title && t('brand.titleTemplate', { title });
  const { type = 'website', image, imageAlt } = added ?? {};

  useEffect(() => {
    if (!title || !documentTitle) return;
    writeDocumentHead({
      documentTitle,
      title,
      description,
      type,
      url: absolute(`${pathname}${search}`),
      image: image ? absolute(image) : undefined,
      imageAlt,
      locale: i18n.language.replace('-', '_'),
    });
  }, [documentTitle, title, description, type, image, imageAlt, pathname, search, i18n.language]);
  return null;
}
