import { bestLanguage, languageFromCookie, type Language } from '@recircuit/contract';
import enGB from '../locales/en-GB.json';
import { renderScope } from './render-scope';
import { Translator, type MessagesModule } from './translator';

/**
 * Messages come in two parts. The shell's words (header, footer, page titles)
 * are in src/locales/<language>.json; en-GB's ship inside the main bundle and are initialised
 * synchronously, so the first paint already has them. Each feature's words are a bundle of
 * their own in src/locales/<language>/<bundle>.json, loaded (as its own small chunk) by the
 * route or dialog that needs it before it renders: see `withBundles`. A bundle's top-level key
 * is its name, and it is merged into the one `translation` namespace, so keys read the same
 * everywhere (`t('auth.login.title')`) and stay typed (src/i18next.d.ts). A rendered page that
 * needs a few of a feature's words has them split off into a bundle that adds to the feature's
 * key: `recycleStart` holds `recycle.chooser` for /recycle-now, `dataLanding` the data service's
 * landing words, `locationSearch` the search box's (`info.banner`), `locationResults` the locator's answers (they
 * load with the parts that show them, features/locations/components/answer-parts.ts), so those pages do not load the whole
 * journey's words. `pageHeads` holds what the document's head says of most pages (`pages.<key>.title` and
 * `.description`; the shell keeps the titles its menus and error pages show): a rendered page arrives with its
 * head written, so the browser needs them only once it moves to another page (app/page-meta.tsx).
 */
export const DEFAULT_LANGUAGE = 'en-GB';

const loaders = import.meta.glob<MessagesModule>(['../locales/*.json', '!../locales/en-GB.json']);
const defaultBundleLoaders = import.meta.glob<MessagesModule>('../locales/en-GB/*.json');
// The other languages' tables of bundles are a chunk of their own, fetched when one is chosen:
// every language would otherwise add its entries to the first load.
const otherBundleLoaders = () => import('./i18n-bundle-loaders').then((module) => module.bundleLoaders);

/** The feature bundles en-GB has. */
export const BUNDLES = [
  'auth',
  'account',
  'recycle',
  'recycleStart',
  'orders',
  'unknown',
  'info',
  'locationSearch',
  'articlePages',
  'guides',
  'search',
  'subscription',
  'data',
  'dataLanding',
  'admin',
  'locations',
  'locationResults',
  'language',
  'legal',
  'home',
  'pageHeads',
] as const;
export type Bundle = (typeof BUNDLES)[number];

function loaderFor(language: string) {
  return loaders[`../locales/${language}.json`];
}

/** Languages that have a message file, the default first. */
export const availableLanguages: readonly string[] = [
  DEFAULT_LANGUAGE,
  ...Object.keys(loaders).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1')),
];

const i18n = new Translator(DEFAULT_LANGUAGE);
i18n.addMessages(DEFAULT_LANGUAGE, enGB);

/** The words in the page's language: a server render's own (lib/render-scope.ts), else the app's. */
export function translator(): Translator {
  return renderScope()?.translator ?? i18n;
}

/** Bundles already merged, per language; a pending load is shared by everyone who asks. */
const loadedBundles = new Map<string, Promise<void>>();

function loadBundle(language: string, bundle: Bundle): Promise<void> {
  const key = `${language}/${bundle}`;
  let pending = loadedBundles.get(key);
  if (!pending) {
    const path = `../locales/${key}.json`;
    pending = (
      language === DEFAULT_LANGUAGE
        ? Promise.resolve(defaultBundleLoaders[path])
        : otherBundleLoaders().then((loaders) => loaders[path])
    ).then(async (load) => {
      if (!load) return;
      const messages = await load();
      i18n.addMessages(language, messages.default);
    });
    // A failed download (a flaky network) may be tried again by the next navigation.
    pending.catch(() => loadedBundles.delete(key));
    loadedBundles.set(key, pending);
  }
  return pending;
}

/**
 * The source files (the build's manifest keys) of what `loadBundles` fetches for `bundles` in
 * `language`, en-GB's as the fallback included: a rendered page's scripts list them, so they
 * arrive with its code rather than after it (docs/rendering.md).
 */
export function bundleSources(language: string, bundles: readonly Bundle[]): string[] {
  const languages = [...new Set([DEFAULT_LANGUAGE, language])];
  const sources = languages.flatMap((each) => bundles.map((bundle) => `src/locales/${each}/${bundle}.json`));
  if (language === DEFAULT_LANGUAGE) return sources;
  return [`src/locales/${language}.json`, 'src/lib/i18n-bundle-loaders.ts', ...sources];
}

/** Loads feature bundles for the current language (and en-GB, the fallback). */
export async function loadBundles(bundles: readonly Bundle[]): Promise<void> {
  const languages = [...new Set([DEFAULT_LANGUAGE, translator().language || DEFAULT_LANGUAGE])];
  await Promise.all(languages.flatMap((language) => bundles.map((bundle) => loadBundle(language, bundle))));
}

/**
 * A route loader that loads the page's words before it renders. Route modules use it rather
 * than a top-level await, which would split the shell's bundle into many chunks.
 */
export function bundlesLoader(bundles: readonly Bundle[]): () => Promise<null> {
  return async () => {
    await loadBundles(bundles);
    return null;
  };
}

/**
 * Wraps a lazy import so the module only resolves once its bundles are loaded: for a route's
 * `lazy` or React's `lazy`, so the page never renders with missing words.
 */
export function withBundles<T>(bundles: readonly Bundle[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadBundles(bundles)]);
    return module;
  };
}

/** The contract's words (form and toast messages it holds) in the current language; en-GB's as they are. */
const sameWords = (words: string) => words;
let translateWords: (words: string) => string = sameWords;

/** Words asked for before the language's catalogue arrived: the page renders again once it is here. */
let wordsAskedEarly = false;
/** Starts the catalogue's load when it was put off (`wordsOnFirstUse`); a no-op otherwise. */
let loadPutOffWords = () => {};

/**
 * The contract's catalogue comes with the contract's schemas, which the first page does not
 * need: it loads after the switch, and the page renders again once it is here, if it asked for
 * words meanwhile.
 */
async function loadWordsTranslator(language: string): Promise<void> {
  const { wordsTranslator } = await import('./i18n-words-translator');
  const translator = await wordsTranslator(language);
  if (i18n.language !== language) return;
  translateWords = translator;
  if (wordsAskedEarly) i18n.changed();
}

/** The first signs of a visitor about to use the page, who may soon need the contract's words. */
const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Loads the catalogue on the visitor's first interaction, or when a page first asks for its words. */
function putOffWordsTranslator(language: string) {
  let started = false;
  const options = { capture: true, passive: true } as const;
  loadPutOffWords = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, loadPutOffWords, options);
    void loadWordsTranslator(language).catch(() => undefined);
  };
  for (const type of FIRST_INTERACTION) window.addEventListener(type, loadPutOffWords, options);
}

/** Shared words from the contract (a validation message, a toast's fallback) in the language shown. */
export function words(text: string): string {
  const scope = renderScope();
  if (scope) return scope.words(text);
  if (translateWords === sameWords && i18n.language !== DEFAULT_LANGUAGE) {
    wordsAskedEarly = true;
    loadPutOffWords();
  }
  return translateWords(text);
}

/** The language to start in: the visitor's choice (the lang cookie), else the browser's languages. */
export function startingLanguage(): Language {
  return languageFromCookie(document.cookie) ?? bestLanguage(navigator.languages.join(',') || navigator.language);
}

/**
 * Loads the message file of `language` (and the bundles already in use) when needed, then switches to it.
 * `wordsOnFirstUse` puts off the contract's words (and zod, which comes with them) until the
 * visitor first interacts or the page asks for them: a server-rendered page hydrates without.
 */
export async function changeLanguage(language: string, { wordsOnFirstUse = false } = {}): Promise<boolean> {
  if (language === i18n.language) return true;
  if (!i18n.hasMessages(language)) {
    const load = loaderFor(language);
    if (!load) return false;
    i18n.addMessages(language, (await load()).default, true);
  }
  const inUse = [...loadedBundles.keys()]
    .filter((key) => key.startsWith(`${DEFAULT_LANGUAGE}/`))
    .map((key) => key.slice(DEFAULT_LANGUAGE.length + 1) as Bundle);
  await Promise.all(inUse.map((bundle) => loadBundle(language, bundle)));
  translateWords = sameWords;
  wordsAskedEarly = false;
  loadPutOffWords = () => {};
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // Without the catalogue, contract words stay in en-GB: better than no page.
  if (language === DEFAULT_LANGUAGE) return true;
  if (wordsOnFirstUse) putOffWordsTranslator(language);
  else void loadWordsTranslator(language).catch(() => undefined);
  return true;
}

const languageFiles = new Map<string, Promise<void>>();

/**
 * Loads all of `language`'s words, en-GB's too, leaving the app's language as it is: the server,
 * before it renders a page in it (lib/render-scope.ts). Each file is fetched once.
 */
export async function loadLanguage(language: string): Promise<void> {
  let file = languageFiles.get(language);
  if (!file) {
    const load = loaderFor(language);
    file = load ? load().then((messages) => i18n.addMessages(language, messages.default, true)) : Promise.resolve();
    file.catch(() => languageFiles.delete(language));
    languageFiles.set(language, file);
  }
  await file;
  await Promise.all([DEFAULT_LANGUAGE, language].flatMap((each) => BUNDLES.map((bundle) => loadBundle(each, bundle))));
}

export { i18n };
