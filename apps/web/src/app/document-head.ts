import type { DocumentHead } from '@recircuit/contract';

/** The page (address and language) whose head the server wrote, until the browser first writes one itself. */
let writtenByServer: string | null = null;

/** A rendered page arrived with its head written for `url` in `language` (app/rendered-page.ts). */
export function headWrittenByServer(url: string, language: string) {
  writtenByServer = `${language} ${url}`;
}

/**
 * Whether the head of `url` in `language` is the one the server wrote: true until the visitor first moves to
 * another page or language (the page's hydration changes nothing in it).
 */
export function isServersHead(url: string, language: string): boolean {
  if (writtenByServer === `${language} ${url}`) return true;
  writtenByServer = null;
  return false;
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
