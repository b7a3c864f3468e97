import type { MessagesModule } from './translator';

/** Every language's feature bundles but en-GB's (lib/i18n.ts keeps those), loaded when a language is chosen. */
export const bundleLoaders = import.meta.glob<MessagesModule>(['../locales/*/*.json', '!../locales/en-GB/*.json']);
