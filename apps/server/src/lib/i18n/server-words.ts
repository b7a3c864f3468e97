import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@recircuit/contract';
import i18next, { type TFunction } from 'i18next';
import certificate from '../../locales/en-GB/certificate.json' with { type: 'json' };
import email from '../../locales/en-GB/email.json' with { type: 'json' };
import label from '../../locales/en-GB/label.json' with { type: 'json' };
import pages from '../../locales/en-GB/pages.json' with { type: 'json' };
import slip from '../../locales/en-GB/slip.json' with { type: 'json' };

/**
 * The words the server writes itself (emails, the certificate, the hand-in slip, the postage
 * label, the pages site search finds), as i18next namespaces in JSON like the web app's:
 * `apps/server/src/locales/<language>/<namespace>.json`, en-GB the source the others translate
 * key for key (docs/i18n.md, "The server's own words"). Read once, at start.
 */
const EN_GB = { certificate, email, label, pages, slip };
export type Namespace = keyof typeof EN_GB;
export const NAMESPACES = Object.keys(EN_GB) as Namespace[];

/** A namespace's words in one language: the same keys as en-GB, every value text. */
export type NamespaceWords<N extends Namespace> = Words<(typeof EN_GB)[N]>;
type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };

function read(language: Language, namespace: Namespace): NamespaceWords<Namespace> {
  const file = new URL(`../../locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as NamespaceWords<Namespace>;
}

const i18n = i18next.createInstance();
void i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(NAMESPACES.map((namespace) => [namespace, read(language, namespace)])),
    ]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: false,
  // The resources are in memory: init finishes before it returns.
  initAsync: false,
  // Callers escape for HTML themselves (emails' html()); PDFs and search want the words as they are.
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A namespace's words in `language`, as written (a PDF or a search page reads them by name). */
export function namespaceWords<N extends Namespace>(namespace: N, language: Language): NamespaceWords<N> {
  return i18n.getResourceBundle(language, namespace) as NamespaceWords<N>;
}

/** Every language's words of a namespace. */
export function wordsByLanguage<N extends Namespace>(namespace: N): Record<Language, NamespaceWords<N>> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, namespaceWords(namespace, language)])) as Record<
    Language,
    NamespaceWords<N>
  >;
}

/** i18next's `t` for one language and namespace: placeholders filled, plurals by `count`, en-GB for a missing key. */
export function translatorFor(language: Language, namespace: Namespace): TFunction {
  return i18n.getFixedT(language, namespace);
}
