import i18n, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enGB from '../locales/en-GB.json';

/**
 * en-GB ships inside the main bundle and is initialised synchronously, so the first paint
 * already has its words. Any other locale file dropped into src/locales/ (zh-CN.json,
 * de-DE.json, fr-FR.json, ...) becomes its own lazily loaded chunk; components never change.
 */
export const DEFAULT_LANGUAGE = 'en-GB';

const loaders = import.meta.glob<{ default: ResourceLanguage }>([
  '../locales/*.json',
  '!../locales/en-GB.json',
]);

function loaderFor(language: string) {
  return loaders[`../locales/${language}.json`];
}

/** Languages that have a message file, the default first. */
export const availableLanguages: readonly string[] = [
  DEFAULT_LANGUAGE,
  ...Object.keys(loaders).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1')),
];

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: availableLanguages,
  resources: { [DEFAULT_LANGUAGE]: { translation: enGB } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Loads the message file of `language` when needed, then switches to it. */
export async function changeLanguage(language: string): Promise<boolean> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const load = loaderFor(language);
    if (!load) return false;
    const messages = await load();
    i18n.addResourceBundle(language, 'translation', messages.default, true, true);
  }
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  return true;
}

export { i18n };
