import type { DocumentHead } from '@recircuit/contract';
import type { PageHead } from './page-head';

/** The page (address, language and what it added to its head) whose head the server wrote, until the browser writes one. */
let writtenByServer: string | null = null;

const headKey = (url: string, language: string, added: PageHead | null) =>
  `${language} ${url} ${JSON.stringify(added)}`;

/** A rendered page arrived with its head written for `url` in `language` (app/rendered-page.ts). */
export function headWrittenByServer(url: string, language: string, added: PageHead | null) {
  writtenByServer = headKey(url, language, added);
}

/**
 * Whether the head of `url` in `language`, with what the page `added`, is the one the server wrote: true until the
 * visitor first moves to another page or language, or the page shows something else (its error page).
 */
export function isServersHead(url: string, language: string, added: PageHead | null): boolean {
  if (writtenByServer === headKey(url, language, added)) return true;
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
