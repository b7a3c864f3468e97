import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, DEFAULT_LANGUAGE, i18n, loadBundles } from './i18n';

describe('i18n', () => {
  afterAll(() => changeLanguage(DEFAULT_LANGUAGE));

  it('switches to another language with the bundles in use, and loads its later bundles too', async () => {
    await loadBundles(['search']);
    expect(await changeLanguage('de-DE')).toBe(true);
    expect(i18n.language).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(i18n.t('brand.tagline')).toBe('Alte Elektronik recyceln, spenden oder verkaufen');
    expect(i18n.hasMessages('de-DE')).toBe(true);
    // A bundle first needed after the switch comes from the other languages' own table.
    await loadBundles(['locations']);
    expect(i18n.t('locations.title')).toBe('Recyclingstellen');
  });

  it('refuses a language it has no words for', async () => {
    expect(await changeLanguage('xx-XX')).toBe(false);
  });
});
