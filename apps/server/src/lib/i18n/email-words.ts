import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  byteSize,
  fillMessage,
  type ByteUnit,
  type DeviceOrderStatus,
  type Grade,
  type Language,
} from '@recircuit/contract';
import { escapeHtml } from '../escape-html.ts';
import { EMAIL_WORDS, type EmailWords } from './emails/en-GB.ts';

/**
 * The words of the site's emails in the recipient's language (docs/i18n.md, "Emails"): en-GB
 * from emails/en-GB.ts, the other languages from emails/<language>.json, read once. Money,
 * dates and sizes are written with Intl for the language; times are London's.
 */

type Groups = typeof EMAIL_WORDS;
/** `group.key` of every email string. */
export type EmailKey = { [G in keyof Groups]: `${G & string}.${keyof Groups[G] & string}` }[keyof Groups];
/** The keys written once per plural form (`<key>_one`, `<key>_other`), without the suffix. */
export type EmailPluralKey = EmailKey extends infer K ? (K extends `${infer Base}_one` ? Base : never) : never;
export type EmailParams = Record<string, string | number>;

/** Who an email goes to, and the language it is written in. */
export interface EmailRecipient {
  email: string;
  firstName: string;
  language: Language;
}

const TIME_ZONE = 'Europe/London';

function readCatalogue(language: Language): EmailWords {
  const file = new URL(`./emails/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as EmailWords;
}

const catalogues = new Map<Language, EmailWords>([
  [DEFAULT_LANGUAGE, EMAIL_WORDS],
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(
    (language) => [language, readCatalogue(language)] as const,
  ),
]);

/** A language's email words as written (for the test that holds each to en-GB's keys). */
export function emailCatalogue(language: Language): EmailWords {
  return catalogues.get(language) ?? EMAIL_WORDS;
}

function lookUp(words: EmailWords, key: string): string | undefined {
  const [group, name] = key.split('.') as [string, string];
  const value = (words as Record<string, Record<string, unknown> | undefined>)[group]?.[name];
  return typeof value === 'string' ? value : undefined;
}

const STATUS_KEYS: Record<DeviceOrderStatus, keyof Groups['status']> = {
  Submitted: 'submitted',
  'Handed in': 'handedIn',
  Received: 'received',
  Wiped: 'wiped',
  Completed: 'completed',
  Cancelled: 'cancelled',
};

const SIZE_WORDS: Record<ByteUnit, string> = {
  bytes: 'bytes',
  kb: 'kilobytes',
  mb: 'megabytes',
  gb: 'gigabytes',
  tb: 'terabytes',
};

/** What an email builder writes with: words, money, dates and sizes in one language. */
export interface EmailLocale {
  readonly language: Language;
  /** Words with their placeholders filled: for a subject, the plain-text part, or a paragraph the layout escapes. */
  text(key: EmailKey, params?: EmailParams): string;
  /** The `_one` or `_other` form for `count` (also given to the words as `{{count}}`). */
  plural(key: EmailPluralKey, count: number, params?: EmailParams): string;
  /** Words as HTML: the words and each param escaped; `markup` params are HTML already (a link the caller built). */
  html(key: EmailKey, params?: EmailParams, markup?: Record<string, string>): string;
  /** Whole pence as pounds: £1,234.50, 1.234,50 £, 1 234,50 £. */
  money(pence: number): string;
  /** A day in London: 12 March 2026. */
  date(date: Date): string;
  /** A moment in London: 12 March 2026 at 14:05. */
  dateTime(date: Date): string;
  /** Bytes as people read them, by the contract's byteSize as on the web pages: 512 bytes, 4.2 GB. */
  size(bytes: number): string;
  deviceStatus(status: DeviceOrderStatus): string;
  gradeName(grade: Grade): string;
}

const locales = new Map<Language, EmailLocale>();

/** The email words and formats of `language` (made once per language). */
export function emailLocale(language: Language): EmailLocale {
  let locale = locales.get(language);
  if (!locale) {
    locale = makeLocale(language);
    locales.set(language, locale);
  }
  return locale;
}

function makeLocale(language: Language): EmailLocale {
  const words = emailCatalogue(language);
  // A key missing from a translation (the catalogue test forbids it) reads in en-GB rather than failing.
  const template = (key: string) => lookUp(words, key) ?? lookUp(EMAIL_WORDS, key) ?? key;
  const text = (key: string, params: EmailParams = {}) => fillMessage(template(key), params);
  const plurals = new Intl.PluralRules(language);
  const moneyFormat = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'GBP',
    currencyDisplay: 'narrowSymbol',
  });
  const dayFormat = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: TIME_ZONE });
  const momentFormat = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  });
  const wholeFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const tenthsFormat = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const pluralKey = (key: string, count: number) => {
    const form = `${key}_${plurals.select(count)}`;
    return lookUp(words, form) !== undefined || lookUp(EMAIL_WORDS, form) !== undefined ? form : `${key}_other`;
  };

  return {
    language,
    text,
    plural: (key, count, params = {}) => text(pluralKey(key, count), { ...params, count }),
    html(key, params = {}, markup = {}) {
      const escaped = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, escapeHtml(String(value))]),
      );
      return fillMessage(escapeHtml(template(key)), { ...escaped, ...markup });
    },
    money: (pence) => moneyFormat.format(pence / 100),
    date: (date) => dayFormat.format(date),
    dateTime: (date) => momentFormat.format(date),
    size(bytes) {
      const { unit, value, decimals } = byteSize(bytes);
      const shown = decimals === 0 ? wholeFormat.format(value) : tenthsFormat.format(value);
      return text(`size.${SIZE_WORDS[unit]}`, { value: shown });
    },
    deviceStatus: (status) => (status in STATUS_KEYS ? text(`status.${STATUS_KEYS[status]}`) : status),
    gradeName: (grade) => text(`grade.${grade}`),
  };
}
