import type { DocumentHead } from '@recircuit/contract';

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

/**
 * The one writer of the document's head: title, meta description and the OpenGraph tags.
 * Only PageMeta calls it, once per change of route, language or page data.
 */
export function writeDocumentHead(head: DocumentHead) {
  document.title = head.documentTitle;
  setMeta('name', 'description', head.description);
  setMeta('property', 'og:site_name', 'ReCircuit');
  setMeta('property', 'og:title', head.title);
  setMeta('property', 'og:description', head.description);
  setMeta('property', 'og:type', head.type);
  setMeta('property', 'og:url', head.url);
  setMeta('property', 'og:image', head.image);
  setMeta('property', 'og:image:alt', head.image ? head.imageAlt : undefined);
  setMeta('property', 'og:locale', head.locale);
}
