import { COUNTRIES, type Country, type CountryCode, type Language } from '@recircuit/contract';

const STORAGE_KEY = 'country';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Remembers which country was chosen: several countries share en-GB, and the dialog marks the one picked. */
export function rememberCountry(code: CountryCode): void {
  storage()?.setItem(STORAGE_KEY, code);
}

/** The country the dialog marks: the one chosen if it still matches the language shown, else the first with it. */
export function currentCountryCode(countries: readonly Country[], language: Language): string | undefined {
  const chosen = storage()?.getItem(STORAGE_KEY);
  const matches = countries.filter((country) => country.language === language);
  return (matches.find((country) => country.code === chosen) ?? matches[0])?.code;
}

export function isCountryCode(code: string): code is CountryCode {
  return COUNTRIES.some((country) => country.code === code);
}
