import { describe, expect, it } from 'vitest';
import { bestLanguage, COUNTRIES, isLanguage, languageFromCookie } from '../src/languages.ts';

describe('bestLanguage (Accept-Language)', () => {
  it.each([
    [undefined, 'en-GB'],
    ['', 'en-GB'],
    ['fr-FR', 'fr-FR'],
    ['de-CH,de;q=0.9,en;q=0.8', 'de-DE'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en-GB'],
    ['ja, zh;q=0.5', 'zh-CN'],
    ['zh-TW,zh-Hant;q=0.9', 'en-GB'],
    ['es, it;q=0.9', 'en-GB'],
    ['fr;q=0.2, de;q=0.7', 'de-DE'],
    ['de;q=0', 'en-GB'],
    ['de;q=2', 'en-GB'],
    ['*', 'en-GB'],
    ['FR-fr', 'fr-FR'],
  ])('%s → %s', (header, language) => {
    expect(bestLanguage(header)).toBe(language);
  });

  it('does not parse a header longer than any browser sends', () => {
    expect(bestLanguage(`${'x-'.repeat(600)}de`)).toBe('en-GB');
  });
});

describe('languageFromCookie', () => {
  it('reads lang among other cookies and refuses what is not a language', () => {
    expect(languageFromCookie('sid=abc; lang=zh-CN; XSRF-TOKEN=1')).toBe('zh-CN');
    expect(languageFromCookie('lang=de-DE')).toBe('de-DE');
    expect(languageFromCookie('xlang=de-DE')).toBeUndefined();
    expect(languageFromCookie('lang=es-ES')).toBeUndefined();
    expect(languageFromCookie('lang=')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
});

describe('COUNTRIES', () => {
  it('are the seven of the dialog, in order, each setting a supported language', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual(['GB', 'CN', 'US', 'AU', 'DE', 'CA', 'FR']);
    expect(COUNTRIES.every((country) => isLanguage(country.language))).toBe(true);
  });
});
