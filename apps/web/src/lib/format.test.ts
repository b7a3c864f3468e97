import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, reuseFormatted } from './format';
import { i18n } from './i18n';
import { findRenderScopeWith, type RenderScope } from './render-scope';

const shown = i18n.language;
let rendering: RenderScope | undefined;
findRenderScopeWith(() => rendering);
afterEach(() => {
  i18n.language = shown;
  rendering = undefined;
});

/** A server render in `language` in progress; what it formats is recorded in the scope given back. */
function renderingIn(language = 'en-GB'): RenderScope {
  rendering = {
    translator: i18n.inLanguage(language),
    words: (text) => text,
    send: () => Promise.reject(new Error('no calls here')),
    year: 2026,
    formatted: {},
  };
  return rendering;
}

describe('formatting in en-GB', () => {
  it('writes money in pounds with two decimals', () => {
    expect(formatMoney(12.5)).toBe('£12.50');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
  });

  it('writes numbers grouped, with the fraction digits asked for', () => {
    expect(formatNumber(250000)).toBe('250,000');
    expect(formatNumber(1.2345, { maximumFractionDigits: 1 })).toBe('1.2');
    expect(formatNumber(0.12345, { maximumFractionDigits: 3 })).toBe('0.123');
  });

  it("writes a day and a moment in London's time", () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 March 2026');
    // 23:30 UTC in summer is already the next day in London.
    expect(formatDate('2026-07-01T23:30:00.000Z')).toBe('2 July 2026');
    expect(formatDateTime('2026-11-21T14:05:00.000Z')).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime(new Date('2026-07-01T13:05:00.000Z'))).toBe('1 Jul 2026, 14:05');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatting follows the language', () => {
  it('writes pounds and days the way each language does', () => {
    i18n.language = 'de-DE';
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0£');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5. März 2026');
    i18n.language = 'fr-FR';
    expect(formatMoney(1234.5)).toBe('1\u202f234,50\u00a0£');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('5 mars 2026');
    i18n.language = 'zh-CN';
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('2026年3月5日');
  });

  it('falls back to en-GB when the language is not a locale Intl knows', () => {
    i18n.language = 'not a locale';
    expect(formatMoney(12.5)).toBe('£12.50');
  });
});

describe('texts a server-rendered page was written with (docs/rendering.md)', () => {
  it("records what a render formats in that render's scope, in its language, and nothing outside one", () => {
    const render = renderingIn();
    formatMoney(7.25);
    formatDate('2026-03-05T10:00:00.000Z');
    formatDate('not a date');
    expect(Object.values(render.formatted).sort()).toEqual(['5 March 2026', '£7.25']);
    const german = renderingIn('de-DE');
    expect(formatMoney(8)).toBe('8,00\u00a0£');
    expect(Object.values(german.formatted)).toEqual(['8,00\u00a0£']);
    rendering = undefined;
    expect(i18n.language).toBe(shown);
    expect(formatMoney(8)).toBe('£8.00');
    expect(Object.values(german.formatted)).toHaveLength(1);
  });

  it('gives back the recorded text for the same value, language and style, and formats anything else', () => {
    const render = renderingIn();
    formatMoney(9.5);
    formatNumber(9.5);
    rendering = undefined;
    const texts = render.formatted;
    // Marked, so the test sees which texts came back rather than being formatted again.
    reuseFormatted(Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `${text} (server)`])));
    expect(formatMoney(9.5)).toBe('£9.50 (server)');
    expect(formatNumber(9.5)).toBe('9.5 (server)');
    expect(formatMoney(9.75)).toBe('£9.75');
    expect(formatNumber(9.5, { maximumFractionDigits: 0 })).toBe('10');
    i18n.language = 'de-DE';
    expect(formatMoney(9.5)).toBe('9,50\u00a0£');
  });

  it('ignores a text that is not a string', () => {
    reuseFormatted({ 'number|en-GB|{}|4': 4 as unknown as string });
    expect(formatNumber(4)).toBe('4');
  });
});
