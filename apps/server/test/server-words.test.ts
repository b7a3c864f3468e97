import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, placeholdersOf } from '@recircuit/contract';
import { NAMESPACES, namespaceWords, translatorFor } from '../src/lib/i18n/server-words.ts';

/** `a.b.c` → words, every leaf of a namespace. */
function leaves(words: object, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(words)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const entry of leaves(value, path)) found.set(...entry);
    else found.set(path, value);
  }
  return found;
}

describe("the server's words", () => {
  it('are one JSON file per namespace in every language, and nothing else', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(new URL(`../src/locales/${language}/`, import.meta.url)).sort();
      expect(files).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
    }
  });

  it.each(NAMESPACES)(
    '%s: every language has exactly the en-GB keys, each text with the same placeholders',
    (namespace) => {
      const english = leaves(namespaceWords(namespace, DEFAULT_LANGUAGE));
      expect(english.size).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        const translated = leaves(namespaceWords(namespace, language));
        expect([...translated.keys()].sort(), language).toEqual([...english.keys()].sort());
        for (const [key, source] of english) {
          const words = translated.get(key);
          expect(typeof words, `${language} ${namespace}.${key}`).toBe('string');
          expect((words as string).trim(), `${language} ${namespace}.${key}`).not.toBe('');
          expect(placeholdersOf(words as string).sort(), `${language} ${namespace}.${key}`).toEqual(
            placeholdersOf(source as string).sort(),
          );
        }
      }
    },
  );

  it('are read through i18next: placeholders filled, plural forms by count, a missing key as itself', () => {
    const german = translatorFor('de-DE', 'email');
    expect(german('common.hello', { firstName: 'Ada' })).toBe(
      namespaceWords('email', 'de-DE').common.hello.replace('{{firstName}}', 'Ada'),
    );
    const english = translatorFor('en-GB', 'email');
    const one = english('dataOrder.retrieval', { count: 1 });
    const many = english('dataOrder.retrieval', { count: 3 });
    expect(one).toBe(namespaceWords('email', 'en-GB').dataOrder.retrieval_one.replace('{{count}}', '1'));
    expect(many).toBe(namespaceWords('email', 'en-GB').dataOrder.retrieval_other.replace('{{count}}', '3'));
    expect(translatorFor('fr-FR', 'certificate')('no.such.key')).toBe('no.such.key');
    expect(translatorFor('zh-CN', 'label')('title')).toBe(namespaceWords('label', 'zh-CN').title);
  });
});
