import { translateMessage, type MessageTranslations } from '@recircuit/contract';

/** The contract's message catalogue in each language: the server answers from the same files (docs/i18n.md). */
const contractMessages: Record<string, () => Promise<{ default: MessageTranslations }>> = {
  'de-DE': () => import('@recircuit/contract/locales/de-DE.json'),
  'fr-FR': () => import('@recircuit/contract/locales/fr-FR.json'),
  'zh-CN': () => import('@recircuit/contract/locales/zh-CN.json'),
};

/**
 * Turns the contract's en-GB words into `language`'s; words it does not know stay as they are.
 * A module of its own: the catalogue brings the contract's schemas (and zod) with it, which a
 * language's feature bundles (i18n-bundle-loaders.ts) must not wait for.
 */
export async function wordsTranslator(language: string): Promise<(words: string) => string> {
  const load = contractMessages[language];
  if (!load) return (words) => words;
  const messages = (await load()).default;
  return (words) => translateMessage(words, messages);
}
