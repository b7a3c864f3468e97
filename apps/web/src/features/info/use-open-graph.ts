import { useEffect } from 'react';
import { useLocation } from 'react-router';

export interface OpenGraph {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
  type?: 'website' | 'article';
  /** A site path or absolute URL of the share image. */
  image?: string;
  imageAlt?: string;
  /**
   * Also sets the document title ("{title} · ReCircuit") and the meta description, for pages
   * whose title comes from data (an article) rather than from the route's `pages.<key>`.
   */
  documentTitle?: string;
}

function setMeta(attribute: 'property' | 'name', key: string, content: string | undefined) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
}

const absolute = (path: string) => new URL(path, window.location.origin).href;

/**
 * OpenGraph tags for the page on screen (og:title, og:description, og:type, og:url and
 * og:image when there is one). The shell's PageMeta sets the title and description from
 * the route; this adds the share tags, and for data-driven pages the title too.
 */
export function useOpenGraph({ title, description, type = 'website', image, imageAlt, documentTitle }: OpenGraph) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const apply = () => {
      setMeta('property', 'og:site_name', 'ReCircuit');
      setMeta('property', 'og:title', title);
      setMeta('property', 'og:description', description);
      setMeta('property', 'og:type', type);
      setMeta('property', 'og:url', absolute(`${pathname}${search}`));
      setMeta('property', 'og:image', image ? absolute(image) : undefined);
      setMeta('property', 'og:image:alt', image ? imageAlt : undefined);
      setMeta('property', 'og:locale', 'en_GB');
      if (documentTitle) {
        document.title = documentTitle;
        setMeta('name', 'description', description);
      }
    };
    apply();
    // The shell's PageMeta runs its effect after the page's (parents after children) and
    // would put the route's generic title back: apply once more when that has run.
    queueMicrotask(apply);
  }, [title, description, type, image, imageAlt, documentTitle, pathname, search]);
}
