import { translator, DEFAULT_LANGUAGE } from './i18n';
import { renderScope } from './render-scope';

/**
 * The one place money, dates and numbers are written for people: Intl in the language the
 * site is shown in (en-GB until another is chosen). Times are London's, wherever the browser
 * is, so a page reads the same on every machine (and on the server, which renders it too).
 */
const TIME_ZONE = 'Europe/London';
const CURRENCY = 'GBP';

function currentLocale(): string {
  const language = translator().language;
  if (!language) return DEFAULT_LANGUAGE;
  try {
    return Intl.getCanonicalLocales(language)[0] ?? DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached('number', options, (locale) => new Intl.NumberFormat(locale, options));
const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE }));

// Texts a server-rendered page was written with, by what they show (docs/rendering.md): the
// server records them in its render's scope, the browser hydrates with them and makes no
// formatter until it needs one.
const written = new Map<string, string>();

/** The texts a server-rendered page was written with, to be given back as they are. */
export function reuseFormatted(texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') written.set(key, text);
}

function formatted(kind: string, options: object, value: number, format: () => string): string {
  const key = `${kind}|${currentLocale()}|${JSON.stringify(options)}|${value}`;
  const text = written.get(key) ?? format();
  const recording = renderScope()?.formatted;
  if (recording) recording[key] = text;
  return text;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatNumberWith(options: Intl.NumberFormatOptions, value: number): string {
  return formatted('number', options, value, () => numberFormat(options).format(value));
}

function formatDateWith(options: Intl.DateTimeFormatOptions, value: string | Date): string {
  const date = toDate(value);
  if (!date) return String(value);
  return formatted('date', options, date.getTime(), () => dateFormat(options).format(date));
}

/** An amount in pounds, in the language's way: £12.50, 12,50 £. */
export function formatMoney(amount: number): string {
  // The narrow symbol: French would otherwise write "£GB" to tell pounds from other pounds.
  return formatNumberWith({ style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol' }, amount);
}

/** A plain number, grouped for the reader: 1,200 or 0.125. */
export function formatNumber(value: number, options: { maximumFractionDigits?: number } = {}): string {
  return formatNumberWith(options, value);
}

/** A day: 5 March 2026. Text that is not a date is shown as it came. */
export function formatDate(value: string | Date): string {
  return formatDateWith({ dateStyle: 'long' }, value);
}

/** A moment: 5 Mar 2026, 14:05. Text that is not a date is shown as it came. */
export function formatDateTime(value: string | Date): string {
  return formatDateWith({ dateStyle: 'medium', timeStyle: 'short' }, value);
}
