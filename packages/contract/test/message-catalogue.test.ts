import { describe, expect, it } from 'vitest';
import deDE from '../locales/de-DE.json' with { type: 'json' };
import frFR from '../locales/fr-FR.json' with { type: 'json' };
import zhCN from '../locales/zh-CN.json' with { type: 'json' };
import * as contract from '../src/index.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MESSAGE_GROUPS,
  contactRequestSchema,
  createModelRequestSchema,
  erasureRequestSchema,
  fillMessage,
  findMessage,
  locationSearchQuerySchema,
  placeholdersOf,
  priceQuerySchema,
  registrationSuccessMessage,
  subscribeRequestSchema,
  translateMessage,
  type Language,
  type MessageTranslations,
} from '../src/index.ts';

const LOCALES: Record<Exclude<Language, 'en-GB'>, MessageTranslations> = {
  'de-DE': deDE,
  'fr-FR': frFR,
  'zh-CN': zhCN,
};
const CATALOGUE: Record<string, Record<string, string>> = MESSAGE_GROUPS;
const sorted = (names: string[]) => [...names].sort();

describe('the locale files', () => {
  it('exist for every language but the default, and only for those', () => {
    expect(sorted(Object.keys(LOCALES))).toEqual(sorted(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)));
  });

  describe.each(Object.entries(LOCALES))('%s', (_language, translations) => {
    it('has exactly the groups and keys of the catalogue', () => {
      expect(sorted(Object.keys(translations))).toEqual(sorted(Object.keys(CATALOGUE)));
      for (const [group, messages] of Object.entries(CATALOGUE)) {
        expect(sorted(Object.keys(translations[group] ?? {})), group).toEqual(sorted(Object.keys(messages)));
      }
    });

    it('keeps every placeholder of the en-GB words, adds none, and leaves nothing empty', () => {
      for (const [group, messages] of Object.entries(CATALOGUE)) {
        for (const [key, words] of Object.entries(messages)) {
          const translated = translations[group]?.[key];
          expect(typeof translated, `${group}.${key}`).toBe('string');
          expect(translated!.trim(), `${group}.${key}`).not.toBe('');
          expect(sorted(placeholdersOf(translated!)), `${group}.${key}`).toEqual(sorted(placeholdersOf(words)));
        }
      }
    });

    it('translates identical en-GB words identically, whichever group names them', () => {
      const byWords = new Map<string, { id: string; translated: string }>();
      for (const [group, messages] of Object.entries(CATALOGUE)) {
        for (const [key, words] of Object.entries(messages)) {
          const translated = translations[group]![key]!;
          const first = byWords.get(words);
          if (first) expect(translated, `${group}.${key} and ${first.id}`).toBe(first.translated);
          else byWords.set(words, { id: `${group}.${key}`, translated });
        }
      }
    });
  });
});

describe('MESSAGE_GROUPS', () => {
  it('holds every *_MESSAGES object the contract exports', () => {
    const groups = new Set<object>(Object.values(MESSAGE_GROUPS));
    const exported = Object.entries(contract).filter(([name]) => name.endsWith('_MESSAGES'));
    expect(exported.length).toBeGreaterThan(10);
    for (const [name, value] of exported) expect(groups.has(value as object), name).toBe(true);
    expect(groups.has(contract.COUNTRY_NAMES)).toBe(true);
  });

  it('finds every message by its own en-GB words, a template by words it wrote', () => {
    for (const [group, messages] of Object.entries(CATALOGUE)) {
      for (const [key, template] of Object.entries(messages)) {
        const names = placeholdersOf(template);
        const values = Object.fromEntries(names.map((name, i) => [name, `value${i}`]));
        const found = findMessage(fillMessage(template, values));
        expect(found, `${group}.${key}`).toBeDefined();
        // Another message with the very same words may name them first; they translate alike.
        expect(CATALOGUE[found!.group]![found!.key], `${group}.${key}`).toBe(template);
        expect(found!.params).toEqual(values);
      }
    }
  });
});

describe('fillMessage', () => {
  it('writes the values of the placeholders, numbers too', () => {
    expect(fillMessage('{{field}} can be at most {{max}} characters', { field: 'name', max: 100 })).toBe(
      'name can be at most 100 characters',
    );
  });

  it('leaves a placeholder it has no value for, and words without one as they are', () => {
    expect(fillMessage('Hello {{name}}', {})).toBe('Hello {{name}}');
    expect(fillMessage('No permission', { name: 'Ann' })).toBe('No permission');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(fillMessage('user {{firstName}}', { firstName: "$& $' {{x}}" })).toBe("user $& $' {{x}}");
  });
});

describe('findMessage and translateMessage', () => {
  const german = LOCALES['de-DE'];

  it('find exact words and translate them', () => {
    expect(findMessage(contract.ACCOUNT_MESSAGES.emailTaken)).toEqual({
      group: 'account',
      key: 'emailTaken',
      params: {},
    });
    expect(translateMessage(contract.ACCOUNT_MESSAGES.emailTaken, german)).toBe(german.account!.emailTaken);
  });

  it('find a template with its values and write them into the translation', () => {
    const words = registrationSuccessMessage('Ann', 'de la Cruz');
    expect(findMessage(words)).toEqual({
      group: 'account',
      key: 'registered',
      params: { firstName: 'Ann', lastName: 'de la Cruz' },
    });
    expect(translateMessage(words, german)).toBe(
      fillMessage(german.account!.registered!, { firstName: 'Ann', lastName: 'de la Cruz' }),
    );
    expect(translateMessage('Choose a kind to page past 10000 orders', LOCALES['zh-CN'])).toContain('10000');
  });

  it('give words the catalogue lacks back as they are, or the fallback asked for', () => {
    expect(findMessage('Invalid input: expected string, received number')).toBeUndefined();
    expect(translateMessage('Invalid input: expected string, received number', german)).toBe(
      'Invalid input: expected string, received number',
    );
    expect(translateMessage('Invalid input: expected string, received number', german, 'Ungültig')).toBe('Ungültig');
  });

  it('leave en-GB words alone when there are no translations', () => {
    expect(translateMessage(contract.SERVER_MESSAGES.conflict, undefined)).toBe(contract.SERVER_MESSAGES.conflict);
  });

  it('name identical words in two groups by the first, and both translate alike', () => {
    expect(contract.SERVER_MESSAGES.routeNotFound).toBe(contract.SERVER_MESSAGES.notFound);
    expect(findMessage(contract.SERVER_MESSAGES.routeNotFound)).toEqual({
      group: 'server',
      key: 'notFound',
      params: {},
    });
    for (const translations of Object.values(LOCALES)) {
      expect(translations.server!.routeNotFound).toBe(translations.server!.notFound);
      expect(translations.client!.notFound).toBe(translations.server!.notFound);
    }
    expect(translateMessage('resource not found', LOCALES['fr-FR'])).toBe('Ressource introuvable');
  });
});

/** The first problem's words for each bad input, as the server would answer them. */
function problems(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  inputs: unknown[],
) {
  return inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
}

describe("the schemas' words", () => {
  it('are the en-GB words they always were', () => {
    expect(registrationSuccessMessage('Ann', 'Lee')).toBe('user Ann Lee Registration successful');
    expect(
      problems(createModelRequestSchema, [
        { type: 'Phone', brand: 'B', name: 'N', releaseYear: 1900, launchPrice: 0, classification: 'x' },
      ]),
    ).toEqual([
      'The release year must be 1970 or later',
      'The launch price must be at least £1',
      'Classification must be recycle, current or rare',
    ]);
    expect(
      problems(createModelRequestSchema, [
        {
          type: 'x'.repeat(101),
          brand: '',
          name: 'N',
          releaseYear: 2200,
          launchPrice: 20_001.5,
          classification: 'rare',
          storages: [0, 70_000],
        },
      ]),
    ).toEqual([
      'Please enter the device type (at most 100 characters)',
      'Please enter the brand (at most 100 characters)',
      'The release year must be 2100 or earlier',
      'The launch price can be at most £20000',
      'A storage option must be at least 1 GB',
      'A storage option can be at most 65536 GB',
    ]);
    expect(
      problems(locationSearchQuerySchema, [
        { q: 'M1', accepts: 'fridges' },
        { q: 'M1', radius: '51' },
        { q: 'M1', limit: '0' },
      ]),
    ).toEqual([
      'Choose from small-electricals, large-appliances, batteries, phones, computers, tvs',
      'The radius is a number of miles from 1 to 50',
      'The limit is a whole number from 1 to 100',
    ]);
    expect(problems(contactRequestSchema, [{ subject: 'x'.repeat(121), message: 'x'.repeat(5001) }])).toEqual([
      'The subject can be at most 120 characters',
      'The message can be at most 5000 characters',
    ]);
    expect(
      problems(subscribeRequestSchema, [
        { firstName: 'x'.repeat(51), lastName: 'Lee', email: `${'x'.repeat(250)}@x.uk` },
      ]),
    ).toEqual(['At most 50 characters', 'At most 254 characters']);
  });

  it('are all in the catalogue, so every language has them', () => {
    const words = [
      ...problems(createModelRequestSchema, [
        {},
        {
          type: 'x'.repeat(101),
          brand: '',
          name: 3,
          releaseYear: 'soon',
          launchPrice: 'free',
          classification: 'x',
          colors: 'red',
          storages: 'big',
        },
        {
          type: 'T',
          brand: 'B',
          name: 'N',
          releaseYear: 2000.5,
          launchPrice: 1.234,
          classification: 'rare',
          colors: Array(21).fill('c'),
          storages: [1.5, ...Array(20).fill(1)],
        },
        {
          type: 'T',
          brand: 'B',
          name: 'N',
          releaseYear: 2000,
          launchPrice: 10,
          classification: 'rare',
          colors: ['Red', 'red'],
          storages: [8, 8],
        },
      ]),
      ...problems(priceQuerySchema, [
        {},
        { type: 'x'.repeat(101), brand: 'B', name: 'N', color: 'C', storage: 1.5, grade: 'E' },
      ]),
      ...problems(erasureRequestSchema, [{}, { method: 'Shred', tool: ' ', verification: ' ' }]),
      ...problems(contract.checkoutRequestSchema, [{}]),
      ...problems(contract.saveDeviceRequestSchema, [{ description: 'x'.repeat(2001) }]),
      ...problems(contract.updateProfileRequestSchema, [{ marketingConsent: 'perhaps' }]),
      ...problems(contract.updateModelRequestSchema, [{}, { status: 'gone' }]),
    ];
    expect(words.length).toBeGreaterThan(30);
    for (const message of words) expect(findMessage(message), message).toBeDefined();
  });
});

describe('en-GB messages (British English, one name for each action)', () => {
  // SPEC.md quotes these messages word for word (sections 5 and 8), "login" and all.
  const SPEC_LOGIN_MESSAGES = new Set(['account.loginSuccessful', 'account.loginFailed', 'catalogue.loginToContinue']);
  const messages = Object.entries(CATALOGUE).flatMap(([group, keys]) =>
    Object.entries(keys).map(([key, words]) => [`${group}.${key}`, words.replace(/\{\{\w+\}\}/g, '')] as const),
  );

  it('say "colour", never "color"', () => {
    expect(messages.filter(([, words]) => /\bcolors?\b/i.test(words))).toEqual([]);
  });

  it('say "sign in", never "log in" or "login", but where SPEC.md quotes the words', () => {
    expect(messages.filter(([id, words]) => /\blog[ -]?in\b/i.test(words) && !SPEC_LOGIN_MESSAGES.has(id))).toEqual([]);
  });
});

describe('fr-FR messages', () => {
  // docs/translations/fr-FR.md: a no-break space before : ; ? and ! (placeholders and web
  // addresses are not prose).
  it('have a no-break space before : ; ? and !', () => {
    const faults = Object.entries(frFR as MessageTranslations).flatMap(([group, keys]) =>
      Object.entries(keys)
        .filter(([, words]) =>
          /(?<![\u00a0\u202f])[:;?!]/.test(words.replace(/\{\{[^}]*\}\}|https?:\/\/\S*|\d:\d/g, '_')),
        )
        .map(([key, words]) => `${group}.${key}: ${words}`),
    );
    expect(faults).toEqual([]);
  });
});
