import { describe, expect, it } from 'vitest';

// Every language has the same words as en-GB (docs/web-app.md, "Languages"): the same keys, and in
// each string the same {{placeholders}}. Plural keys follow the language's rules: the translator reads
// Chinese plurals from `_other` alone (lib/translator.ts), so zh-CN has no `_one`.
const DEFAULT = 'en-GB';
const ONLY_OTHER_PLURALS = new Set(['zh-CN']);

type Messages = { [key: string]: string | string[] | Messages };

// Every locale file's text, by its path from here: "./en-GB.json", "./de-DE/auth.json"… Read as
// text, so each file is checked as it is written.
const FILES = import.meta.glob<string>('./**/*.json', { eager: true, query: '?raw', import: 'default' });

function read(path: string): Messages {
  const text = FILES[`./${path}`];
  if (text === undefined) throw new Error(`${path} is missing`);
  return JSON.parse(text) as Messages;
}

/** Every string's dotted key (array items by index) with its text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => flat.set(`${path}.${index}`, item));
    else for (const [inner, text] of flatten(value, path)) flat.set(inner, text);
  }
  return flat;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1] as string).sort();
}

/** The keys a language must have, from en-GB's: without `_one` where the language has no singular form. */
function expectedKeys(language: string, english: Map<string, string>): string[] {
  const keys = [...english.keys()];
  return ONLY_OTHER_PLURALS.has(language) ? keys.filter((key) => !key.endsWith('_one')) : keys;
}

const paths = Object.keys(FILES).map((path) => path.slice(2));
const bundlesOf = (language: string) =>
  paths.filter((path) => path.startsWith(`${language}/`)).map((path) => path.slice(language.length + 1));
const languages = [
  ...new Set(paths.filter((path) => path.includes('/')).map((path) => path.split('/')[0] as string)),
].filter((name) => name !== DEFAULT);
const bundles = bundlesOf(DEFAULT);
const files = ['', ...bundles.map((bundle) => `/${bundle}`)];

describe('locale files', () => {
  it('exist for every language beside en-GB, with every bundle and no other', () => {
    expect(languages.length).toBeGreaterThan(0);
    for (const language of languages) {
      expect(bundlesOf(language).sort(), language).toEqual([...bundles].sort());
      expect(paths, language).toContain(`${language}.json`);
    }
  });

  for (const language of languages) {
    for (const file of files) {
      const name = file ? `${language}${file}` : `${language}.json`;
      it(`${name} has en-GB's keys, no others, and the same placeholders`, () => {
        const english = flatten(read(file ? `${DEFAULT}${file}` : `${DEFAULT}.json`));
        const translated = flatten(read(name));
        expect([...translated.keys()].sort()).toEqual(expectedKeys(language, english).sort());
        for (const [key, text] of translated) {
          const source = english.get(key) ?? '';
          expect(placeholders(text), `${name} ${key}`).toEqual(placeholders(source));
          expect(text.trim(), `${name} ${key} is empty`).not.toBe('');
        }
      });
    }
  }
});

/** Every string of a language's files (shell and bundles), by `<file> <key>`. */
function wordsOf(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of files) {
    const path = file ? `${language}${file}` : `${language}.json`;
    for (const [key, text] of flatten(read(path))) all.set(`${path} ${key}`, text);
  }
  return all;
}

/** Text without its {{placeholders}}, which name data ({{color}}) rather than say words. */
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '');

// SPEC.md names these words literally, so they stay as written there: the login dialog's
// "LOG IN" button (section 2), the unknown form's 'Please login first' (section 5) and the
// header's "Sign In" button (section 2). Every other label says "Sign in".
const SPEC_LOGIN_WORDS = new Set(['en-GB/auth.json auth.login.submit', 'en-GB/unknown.json unknown.toast.loginFirst']);
const SPEC_SIGN_IN_LABELS = new Set(['en-GB.json nav.menuSignIn']);

describe('en-GB words (British English, one name for each action)', () => {
  const english = wordsOf(DEFAULT);

  it('say "colour", never "color"', () => {
    const american = [...english].filter(([, text]) => /\bcolors?\b/i.test(withoutPlaceholders(text)));
    expect(american.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('say "Sign in", never "Log in" or "Login", but where SPEC.md names the words', () => {
    const login = [...english].filter(
      ([where, text]) => /\blog[ -]?in\b/i.test(withoutPlaceholders(text)) && !SPEC_LOGIN_WORDS.has(where),
    );
    expect(login.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });

  it('label the action "Sign in", not "Sign-in" or "Sign In"', () => {
    const labels = [...english].filter(
      ([where, text]) => /^sign[ -]in$/i.test(text.trim()) && text !== 'Sign in' && !SPEC_SIGN_IN_LABELS.has(where),
    );
    expect(labels.map(([where, text]) => `${where}: ${text}`)).toEqual([]);
  });
});

describe('a device model is labelled "Model", not "Name"', () => {
  // The language's word for "model", as the rare form has always said it.
  for (const language of [DEFAULT, ...languages]) {
    it(`in ${language}: the recycle form, the model editor and the order's facts`, () => {
      const recycle = flatten(read(`${language}/recycle.json`));
      const model = recycle.get('recycle.rare.model');
      expect(model).toBeTruthy();
      expect(recycle.get('recycle.form.name'), 'recycle form').toBe(model);
      expect(flatten(read(`${language}/admin.json`)).get('admin.model.name'), 'model editor').toBe(model);
      expect(flatten(read(`${language}/orders.json`)).get('orders.fields.deviceName'), 'order detail').toBe(model);
    });
  }
  it('in en-GB it is the word "Model"', () => {
    expect(flatten(read(`${DEFAULT}/recycle.json`)).get('recycle.form.name')).toBe('Model');
  });
});

// French typography (docs/translations/fr-FR.md): a no-break space (U+00A0, or the narrow U+202F)
// before : ; ? and !. Not prose, and so left out: placeholders, tags, web addresses, times
// (08:00), opening-hours rules (09:00-17:30; Sa) and words joined by a colon (import:locations).
const NOT_PROSE = /\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S*|\d:\d|\d;(?=\s*[A-Z][a-z]\b)|\w:\w/g;

/** Each : ; ? ! in `text` without a no-break space before it, with the words around it. */
function frenchSpacingFaults(text: string): string[] {
  const prose = text.replace(NOT_PROSE, (span) => '_'.repeat(span.length));
  return [...prose.matchAll(/(?<![\u00a0\u202f])[:;?!]/g)].map((mark) =>
    text.slice(Math.max(0, mark.index - 20), mark.index + 1),
  );
}

describe('fr-FR words', () => {
  it('have a no-break space before : ; ? and ! in every string', () => {
    const faults = [...wordsOf('fr-FR')].flatMap(([where, text]) =>
      frenchSpacingFaults(text).map((words) => `${where}: …${words}`),
    );
    expect(faults).toEqual([]);
  });

  it('the check itself finds a plain space or none, and passes times, addresses and placeholders', () => {
    expect(frenchSpacingFaults('Motif : {{reason}}')).toHaveLength(1);
    expect(frenchSpacingFaults('Vraiment?')).toHaveLength(1);
    expect(frenchSpacingFaults('{{name}}: ok')).toHaveLength(1);
    expect(frenchSpacingFaults('Motif\u00a0: {{reason}} ; fini\u202f!')).toHaveLength(1);
    expect(frenchSpacingFaults('Ouvert 08:00-17:30; Sa 10:00, https://recircuit.example/a?b=1 {{x, number}}')).toEqual(
      [],
    );
    expect(frenchSpacingFaults('Lancez npm run import:locations, <link>ici</link>\u00a0!')).toEqual([]);
  });
});
