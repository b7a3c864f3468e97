import {
  byteSize,
  fillMessage,
  type ByteUnit,
  type DeviceOrderStatus,
  type Grade,
  type Language,
} from '@recircuit/contract';
import { escapeHtml } from '../escape-html.ts';
import { namespaceWords, translatorFor, type NamespaceWords } from './server-words.ts';

/**
 * The words of the site's emails in the recipient's language (docs/i18n.md, "Emails"): the
 * `email` namespace of the server's words (server-words.ts). Money, dates and sizes are written
 * with Intl for the language; times are London's.
 */

/** A language's email words: the same groups and keys as en-GB. */
export type EmailWords = NamespaceWords<'email'>;
type Groups = EmailWords;
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

/** A language's email words as written (for the test that holds each to en-GB's keys). */
export function emailCatalogue(language: Language): EmailWords {
  return namespaceWords('email', language);
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
  // i18next fills the placeholders, picks the plural form and reads a key a translation lacks
  // (the catalogue test forbids it) in en-GB rather than failing.
  const t = translatorFor(language, 'email');
  const text = (key: string, params: EmailParams = {}) => t(key, params);
  const template = (key: string) => t(key, { skipInterpolation: true });
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
  return {
    language,
    text,
    plural: (key, count, params = {}) => text(key, { ...params, count }),
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
