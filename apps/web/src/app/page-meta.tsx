import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from '../lib/use-translation';
import { writeDocumentHead } from './document-head';
import { documentHeadOf } from './document-head-of';
import { pageHeadStore } from './page-head';
import { currentPage } from './route-handle';

/**
 * The one place the head is set: the route's page (its `handle.page`) gives title and
 * description, what the page adds through usePageHead overrides them, and the result is
 * written once. Mounted by the root layout, and by the root's error boundary in its place.
 * A page the server rendered arrives with the same head already written (docs/rendering.md).
 */
export function PageMeta() {
  const { t, i18n } = useTranslation();
  const page = currentPage(useMatches());
  const { pathname, search } = useLocation();
  const added = useSyncExternalStore(pageHeadStore.subscribe, pageHeadStore.get, pageHeadStore.get);
  const language = i18n.language;

  useEffect(() => {
    const url = `${pathname}${search}`;
    const head = documentHeadOf({ t, page, added, origin: window.location.origin, url, language });
    if (head) writeDocumentHead(head);
  }, [t, page, added, pathname, search, language]);
  return null;
}
