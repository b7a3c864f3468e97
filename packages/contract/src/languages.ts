/**
 * The languages the site speaks and how a request's language is chosen (docs/i18n.md).
 * Kept free of zod and other imports: the web app reads it before its first paint.
 */
export const LANGUAGES = ['en-GB', 'zh-CN', 'de-DE', 'fr-FR'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** The cookie that keeps a visitor's choice; the server answers in it too. */
export const LANGUAGE_COOKIE = 'lang';
/** A year: the choice is kept across visits. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A tag's primary subtag picks a language when no exact match exists: "de-AT" → de-DE, "zh" → zh-CN. */
const BY_PRIMARY: Record<string, Language> = { en: 'en-GB', zh: 'zh-CN', de: 'de-DE', fr: 'fr-FR' };

/** Traditional Chinese is not offered as Simplified; such a reader gets the default. */
const NOT_SIMPLIFIED_CHINESE = /^zh-(tw|hk|mo|hant)/i;

function matchTag(tag: string): Language | undefined {
  const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  if (NOT_SIMPLIFIED_CHINESE.test(tag)) return undefined;
  return BY_PRIMARY[tag.split('-')[0]!.toLowerCase()];
}

/**
 * The best supported language for an Accept-Language header (RFC 9110 weights), else en-GB.
 * A header longer than any browser sends is not parsed: it costs CPU and earns nothing.
 */
export function bestLanguage(acceptLanguage: string | null | undefined): Language {
  if (!acceptLanguage || acceptLanguage.length > 1000) return DEFAULT_LANGUAGE;
  let best: Language = DEFAULT_LANGUAGE;
  let bestWeight = 0;
  for (const part of acceptLanguage.split(',').slice(0, 30)) {
    const [rawTag, ...parameters] = part.trim().split(';');
    const tag = rawTag?.trim() ?? '';
    if (!/^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag)) continue;
    const weightParameter = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = weightParameter ? Number(weightParameter.slice(2)) : 1;
    if (!(weight > bestWeight) || weight > 1) continue;
    const language = matchTag(tag);
    if (language) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

/** The value of the `lang` cookie in a Cookie header (or document.cookie), when it names a language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader);
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/** The seven countries of the language dialog, in its order, each with the language it sets. */
export const COUNTRIES = [
  { code: 'GB', flag: '🇬🇧', language: 'en-GB' },
  { code: 'CN', flag: '🇨🇳', language: 'zh-CN' },
  { code: 'US', flag: '🇺🇸', language: 'en-GB' },
  { code: 'AU', flag: '🇦🇺', language: 'en-GB' },
  { code: 'DE', flag: '🇩🇪', language: 'de-DE' },
  { code: 'CA', flag: '🇨🇦', language: 'en-GB' },
  { code: 'FR', flag: '🇫🇷', language: 'fr-FR' },
] as const satisfies readonly { code: string; flag: string; language: Language }[];
export type CountryCode = (typeof COUNTRIES)[number]['code'];
