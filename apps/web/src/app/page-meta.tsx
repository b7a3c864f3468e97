import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { currentPage, type PageKey } from './route-handle';

function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets the document title ("Recycle now · ReCircuit") and meta description of `page`. */
export function useDocumentMeta(page: PageKey | undefined, refreshKey?: unknown) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!page) return;
    const title = t(`pages.${page}.title`);
    document.title = page === 'home' ? title : t('brand.titleTemplate', { title });
    setMetaDescription(t(`pages.${page}.description`));
  }, [page, t, i18n.language, refreshKey]);
}

/** Keeps the title and description in step with the route (each route names its page in `handle`). */
export function PageMeta() {
  const matches = useMatches();
  useDocumentMeta(currentPage(matches));
  return null;
}
