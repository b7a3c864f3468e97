import { describe, expect, it } from 'vitest';
import { LANGUAGES, placeholdersOf, type Language } from '@recircuit/contract';
import { emailCatalogue, emailLocale } from '../src/lib/i18n/email-words.ts';
import { CERTIFICATE_WORDS } from '../src/modules/certificates/words.ts';
import { LABEL_WORDS } from '../src/modules/data-orders/label-words.ts';
import { SLIP_WORDS } from '../src/modules/device-orders/slip-words.ts';

/** `group.key` → words, for comparing catalogues. */
function flat(words: object): Map<string, unknown> {
  const entries: [string, unknown][] = [];
  for (const [group, keys] of Object.entries(words)) {
    if (typeof keys !== 'object' || keys === null) {
      entries.push([group, keys]);
      continue;
    }
    for (const [key, value] of Object.entries(keys as object)) entries.push([`${group}.${key}`, value]);
  }
  return new Map(entries);
}

const english = flat(emailCatalogue('en-GB'));
const others = LANGUAGES.filter((language) => language !== 'en-GB');

describe('the email catalogues', () => {
  it.each(others)('%s has exactly the en-GB keys, each words with the same placeholders', (language) => {
    const translated = flat(emailCatalogue(language));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, source] of english) {
      const words = translated.get(key);
      expect(typeof words, key).toBe('string');
      expect((words as string).trim(), key).not.toBe('');
      expect(placeholdersOf(words as string).sort(), key).toEqual(placeholdersOf(source as string).sort());
    }
  });

  it.each(others)('%s is a translation: it writes its own words, keeping brand names', (language) => {
    const translated = flat(emailCatalogue(language));
    // A sentence left in English would read the same; names and bare templates may.
    const same = [...english].filter(
      ([key, source]) => translated.get(key) === source && /[a-z]{3,} [a-z]{3,}/.test(source as string),
    );
    expect(same).toEqual([]);
    expect(translated.get('common.signOff')).toContain('ReCircuit');
  });

  it('French puts a no-break space before its colons and question marks, never a plain one', () => {
    for (const [key, words] of flat(emailCatalogue('fr-FR'))) {
      expect(words as string, key).not.toMatch(/ [:;!?»]/);
    }
  });
});

describe('emailLocale', () => {
  const date = new Date('2026-03-12T23:30:00Z'); // still 12 March in London (GMT)
  const summer = new Date('2026-07-01T23:30:00Z'); // 2 July in London (BST)
  const cases: [Language, string, string, string, string][] = [
    ['en-GB', '£1,234.50', '12 March 2026', '4.2 GB', '512 bytes'],
    ['de-DE', '1.234,50\u00a0£', '12. März 2026', '4,2 GB', '512 Byte'],
    ['fr-FR', '1\u202f234,50\u00a0£', '12 mars 2026', '4,2\u00a0Go', '512\u00a0octets'],
    ['zh-CN', '£1,234.50', '2026年3月12日', '4.2 GB', '512 字节'],
  ];
  it.each(cases)('%s writes money, dates and sizes its own way', (language, money, day, size, bytes) => {
    const words = emailLocale(language);
    expect(words.money(123_450)).toBe(money);
    expect(words.date(date)).toBe(day);
    expect(words.size(4_200_000_000)).toBe(size);
    expect(words.size(512)).toBe(bytes);
  });

  it("writes a size as the console and the owner's page do (the contract's byteSize): 4,500 bytes are 4.5 KB", () => {
    const words = emailLocale('en-GB');
    expect(words.size(4500)).toBe('4.5 KB');
    expect(words.size(4_000_000)).toBe('4 MB');
    expect(words.size(999_960)).toBe('1 MB');
  });

  it('dates are London days, whatever the server clock', () => {
    expect(emailLocale('en-GB').date(summer)).toBe('2 July 2026');
    expect(emailLocale('en-GB').dateTime(summer)).toBe('2 July 2026 at 00:30');
  });

  it('chooses the plural form for the language, and escapes words and params for HTML', () => {
    const english = emailLocale('en-GB');
    expect(english.plural('dataOrder.retrieval', 1)).toBe('Data retrieval, 1 month of hosting');
    expect(english.plural('dataOrder.retrieval', 3)).toBe('Data retrieval, 3 months of hosting');
    expect(emailLocale('de-DE').plural('dataOrder.retrieval', 1)).toBe('Datenrettung, 1 Monat Aufbewahrung');
    expect(emailLocale('zh-CN').plural('dataOrder.retrieval', 1)).toBe('数据提取，托管期 1 个月');
    expect(english.html('common.hello', { firstName: '<b>Ann & "Bo"</b>' })).toBe(
      'Hello &#60;b&#62;Ann &#38; &#34;Bo&#34;&#60;/b&#62;,',
    );
    expect(english.html('fulfilment.readyHowTo')).toContain('&#34;Retrieve My Data&#34;');
    expect(
      english.html('subscription.unsubscribeSentence', {}, { unsubscribeLink: '<a href="u">unsubscribe</a>' }),
    ).toBe('You can <a href="u">unsubscribe</a> at any time.');
  });

  it('names statuses and grades in the language; the grade letters stay', () => {
    expect(emailLocale('en-GB').deviceStatus('Handed in')).toBe('Handed in');
    expect(emailLocale('de-DE').deviceStatus('Handed in')).toBe('Abgegeben');
    expect(emailLocale('fr-FR').deviceStatus('Completed')).toBe('Terminée');
    expect(emailLocale('zh-CN').gradeName('A')).toBe('全新');
  });
});

describe('the en-GB email words (British English, one name for each action)', () => {
  const words = [...english].filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const text = (value: string) => value.replace(/\{\{\w+\}\}/g, '');

  it('say "colour", never "color"', () => {
    expect(words.filter(([, value]) => /\bcolors?\b/i.test(text(value)))).toEqual([]);
  });

  it('say "sign in", never "log in" or "login"', () => {
    expect(words.filter(([, value]) => /\blog[ -]?in\b/i.test(text(value)))).toEqual([]);
  });
});

describe('the fr-FR words of emails and PDFs', () => {
  // docs/translations/fr-FR.md: a no-break space before : ; ? and ! (placeholders, web
  // addresses and times are not prose).
  const faults = (words: unknown): string[] =>
    typeof words === 'string'
      ? /(?<![\u00a0\u202f])[:;?!]/.test(words.replace(/\{\{[^}]*\}\}|https?:\/\/\S*|\d:\d/g, '_'))
        ? [words]
        : []
      : typeof words === 'object' && words !== null
        ? Object.values(words).flatMap(faults)
        : [];

  it('have a no-break space before : ; ? and !', () => {
    expect(faults(emailCatalogue('fr-FR'))).toEqual([]);
    expect(faults(CERTIFICATE_WORDS['fr-FR'])).toEqual([]);
    expect(faults(SLIP_WORDS['fr-FR'])).toEqual([]);
    expect(faults(LABEL_WORDS['fr-FR'])).toEqual([]);
  });
});
