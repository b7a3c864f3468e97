import { translateMessage, type MessageTranslations } from '@recircuit/contract';
import type { Messages } from './i18n';

/** Every language's feature bundles but en-GB's (lib/i18n.ts keeps those), loaded when a language is chosen. */
export const bundleLoaders = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/en-GB/*.json']);

/** The contract's message catalogue in each language: the server answers from the same files (docs/i18n.md). */
const contractMessages: Record<string, () => Promise<{ default: MessageTranslations }>> = {
  'de-DE': () => import('@recircuit/contract/locales/de-DE.json'),
  'fr-FR': () => import('@recircuit/contract/locales/fr-FR.json'),
  'zh-CN': () => import('@recircuit/contract/locales/zh-CN.json'),
};

/** Turns the contract's en-GB words into `language`'s; words it does not know stay as they are. */
export async function wordsTranslator(language: string): Promise<(words: string) => string> {
  const load = contractMessages[language];
  if (!load) return (words) => words;
  const messages = (await load()).default;
  return (words) => translateMessage(words, messages);
}
