import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  translateMessage,
  type Language,
  type MessageTranslations,
} from '@recircuit/contract';

/** Each language's translations of the contract's message catalogue, read once (docs/i18n.md). */
const translations = new Map<Language, MessageTranslations>(
  LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
    language,
    JSON.parse(
      readFileSync(fileURLToPath(import.meta.resolve(`@recircuit/contract/locales/${language}.json`)), 'utf8'),
    ) as MessageTranslations,
  ]),
);

/** The translations of `language`; undefined for en-GB, whose words are the catalogue's own. */
export function messagesFor(language: Language): MessageTranslations | undefined {
  return translations.get(language);
}

/** en-GB words in `language`: the catalogue's translation, else the words as they are. */
export function translate(words: string, language: Language): string {
  return translateMessage(words, messagesFor(language));
}

/**
 * A problem's words in `language`. Words the catalogue lacks (zod's own, say) become a general
 * "invalid value" in that language rather than English shown to a reader of another language.
 */
export function translateProblem(words: string, language: Language): string {
  const messages = messagesFor(language);
  if (!messages) return words;
  return translateMessage(words, messages, messages['server']?.['invalidValue'] ?? words);
}
