import { z } from 'zod';
import type { COUNTRIES } from './languages.ts';
import { LANGUAGES } from './languages.ts';

/** The countries' names in en-GB; the message catalogue translates them (group `country`). */
export const COUNTRY_NAMES = {
  GB: 'United Kingdom',
  CN: 'China',
  US: 'United States',
  AU: 'Australia',
  DE: 'Germany',
  CA: 'Canada',
  FR: 'France',
} as const satisfies Record<(typeof COUNTRIES)[number]['code'], string>;

export const LANGUAGE_MESSAGES = { unsupported: 'Please choose one of the languages offered' } as const;

export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.unsupported });

export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  flag: z.string(),
  language: languageSchema,
});
export type Country = z.infer<typeof countrySchema>;
