import { describe, expect, it } from 'vitest';

// The legal pages' words (and the consents that link to them) keep en-GB's links in every
// language: a translation that dropped or renamed a <tag> would lose the link to what it names.
const FILES = import.meta.glob<string>(
  [
    '../../locales/*/legal.json',
    '../../locales/*/auth.json',
    '../../locales/*/subscription.json',
    '../../locales/*/data.json',
  ],
  { eager: true, query: '?raw', import: 'default' },
);

type Words = { [key: string]: string | string[] | Words };

function strings(words: Words, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => found.set(`${path}.${index}`, item));
    else for (const [inner, text] of strings(value, path)) found.set(inner, text);
  }
  return found;
}

const tagsOf = (text: string) => [...text.matchAll(/<(\w+)>[^<]*<\/\1>/g)].map((match) => match[1]).sort();

describe('the legal words', () => {
  const english = Object.entries(FILES).filter(([path]) => path.includes('/en-GB/'));

  it('link the privacy notice from both consents, and the terms from the checkout', () => {
    const all = new Map(english.flatMap(([, text]) => [...strings(JSON.parse(text) as Words)]));
    expect(tagsOf(all.get('auth.register.privacyConsent') ?? '')).toEqual(['privacy']);
    expect(tagsOf(all.get('subscription.privacy') ?? '')).toEqual(['privacy']);
    expect(tagsOf(all.get('data.confirmation.startNow') ?? '')).toEqual(['termsCancellation']);
  });

  it.each(english.map(([path]) => path))('%s: every language has the same links in each sentence', (path) => {
    const source = strings(JSON.parse(FILES[path] as string) as Words);
    for (const language of ['zh-CN', 'de-DE', 'fr-FR']) {
      const translated = strings(JSON.parse(FILES[path.replace('/en-GB/', `/${language}/`)] as string) as Words);
      for (const [key, text] of source) {
        expect(tagsOf(translated.get(key) ?? ''), `${language} ${key}`).toEqual(tagsOf(text));
      }
    }
  });
});
