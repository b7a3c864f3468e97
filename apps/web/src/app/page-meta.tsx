import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { loadBundles } from '../lib/i18n';
import { useTranslation } from '../lib/use-translation';
import { isServersHead, writeDocumentHead } from './document-head';
import { documentHeadOf } from './document-head-of';
import { pageHeadStore } from './page-head';
import { currentPage } from './route-handle';

/**
 * The one place the head is set: the route's page (its `handle.page`) gives title and
 * description, what the page adds through usePageHead overrides them, and the result is
 * written once. Mounted by the root layout, and by the root's error boundary in its place.
 * A page the server rendered arrives with the same head already written (docs/rendering.md), so
 * the first write waits for a change. Most pages' titles and descriptions are a bundle of their own
 * (`pageHeads`, lib/i18n.ts), loaded before the first head that needs them.
 */
export function PageMeta() {
  const { t, i18n } = useTranslation();
  const page = currentPage(useMatches());
  const { pathname, search } = useLocation();
  const added = useSyncExternalStore(pageHeadStore.subscribe, pageHeadStore.get, pageHeadStore.get);
  const language = i18n.language;

  useEffect(() => {
    const url = `${pathname}${search}`;
    if (isServersHead(url, language, added)) return;
    let current = true;
    const write = () => {
      const head = current && documentHeadOf({ t, page, added, origin: window.location.origin, url, language });
      if (head) writeDocumentHead(head);
    };
    if (page && (added?.title === undefined || added.description === undefined)) {
      // Without them (a failed download), the tagline stands in for the description.
      void loadBundles(['pageHeads']).then(write, write);
    } else write();
    return () => {
      current = false;
    };
  }, [t, page, added, pathname, search, language]);
  return null;
}
