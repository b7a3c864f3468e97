import { ACCOUNT_MESSAGES } from './accounts.ts';
import { ADMIN_CATALOGUE_MESSAGES, ADMIN_USER_MESSAGES } from './admin-catalogue.ts';
import { ADMIN_MESSAGES } from './admin.ts';
import { ADMIN_PARTNER_MESSAGES } from './admin-partners.ts';
import { ARTICLE_MESSAGES } from './articles.ts';
import { BY_POST_MESSAGES } from './by-post.ts';
import { CATALOGUE_MESSAGES } from './catalogue.ts';
import { DATA_MESSAGES } from './data-service.ts';
import { COUNTRY_NAMES, LANGUAGE_MESSAGES } from './i18n.ts';
import { LOCATION_MESSAGES } from './locations.ts';
import { CLIENT_MESSAGES, SERVER_MESSAGES } from './messages.ts';
import { PAYMENT_MESSAGES } from './payments.ts';
import { QUERY_MESSAGES } from './query.ts';
import { SUBSCRIPTION_MESSAGES } from './subscriptions.ts';
import { UPLOAD_MESSAGES } from './uploads.ts';
import { fillMessage, placeholdersOf } from './fill-message.ts';

/**
 * Every message a person may read that the contract holds, by group: a message's id is
 * `<group>.<key>` and packages/contract/locales/<language>.json translates it under the same
 * path (docs/i18n.md). en-GB is the words here; they are SPEC's and never change by language.
 * A message with `{{name}}` placeholders is a template: `fillMessage` writes it.
 */
export const MESSAGE_GROUPS = {
  server: SERVER_MESSAGES,
  client: CLIENT_MESSAGES,
  account: ACCOUNT_MESSAGES,
  catalogue: CATALOGUE_MESSAGES,
  byPost: BY_POST_MESSAGES,
  upload: UPLOAD_MESSAGES,
  subscription: SUBSCRIPTION_MESSAGES,
  article: ARTICLE_MESSAGES,
  query: QUERY_MESSAGES,
  data: DATA_MESSAGES,
  admin: ADMIN_MESSAGES,
  adminCatalogue: ADMIN_CATALOGUE_MESSAGES,
  adminUser: ADMIN_USER_MESSAGES,
  adminPartner: ADMIN_PARTNER_MESSAGES,
  location: LOCATION_MESSAGES,
  payment: PAYMENT_MESSAGES,
  country: COUNTRY_NAMES,
  language: LANGUAGE_MESSAGES,
} as const satisfies Record<string, Record<string, string>>;

/** A language's translations: group → key → words (placeholders kept). */
export type MessageTranslations = Record<string, Record<string, string>>;

const PLACEHOLDER = /\{\{\w+\}\}/;

interface Found {
  group: string;
  key: string;
  params: Record<string, string>;
}

interface Template {
  group: string;
  key: string;
  names: string[];
  pattern: RegExp;
}

let exact: Map<string, Found> | undefined;
let templates: Template[] | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function index(): { exact: Map<string, Found>; templates: Template[] } {
  if (!exact || !templates) {
    exact = new Map();
    templates = [];
    for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
      for (const [key, words] of Object.entries(messages)) {
        const names = placeholdersOf(words);
        if (names.length === 0) {
          // The first group that has the words names them: identical words translate alike.
          if (!exact.has(words)) exact.set(words, { group, key, params: {} });
          continue;
        }
        const source = words.split(PLACEHOLDER).map(escapeRegExp).join('(.+?)');
        templates.push({ group, key, names, pattern: new RegExp(`^${source}$`, 's') });
      }
    }
  }
  return { exact, templates };
}

/** Which catalogue message these en-GB words are, with a template's values; undefined for words it lacks. */
export function findMessage(words: string): Found | undefined {
  const { exact, templates } = index();
  const found = exact.get(words);
  if (found) return found;
  for (const template of templates) {
    const match = template.pattern.exec(words);
    if (match) {
      const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1]!]));
      return { group: template.group, key: template.key, params };
    }
  }
  return undefined;
}

/**
 * The en-GB words in another language: the translation of the catalogue message they are, with
 * the same values; `fallback` (default: the words themselves) when the catalogue lacks them.
 */
export function translateMessage(
  words: string,
  translations: MessageTranslations | undefined,
  fallback: string = words,
): string {
  if (!translations) return words;
  const found = findMessage(words);
  const template = found && translations[found.group]?.[found.key];
  if (!found || !template) return fallback;
  return fillMessage(template, found.params);
}
