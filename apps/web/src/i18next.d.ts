import 'i18next';
import type enGB from './locales/en-GB.json';
import type auth from './locales/en-GB/auth.json';
import type account from './locales/en-GB/account.json';
import type recycle from './locales/en-GB/recycle.json';
import type recycleStart from './locales/en-GB/recycleStart.json';
import type orders from './locales/en-GB/orders.json';
import type unknown from './locales/en-GB/unknown.json';
import type info from './locales/en-GB/info.json';
import type locationSearch from './locales/en-GB/locationSearch.json';
import type articlePages from './locales/en-GB/articlePages.json';
import type guides from './locales/en-GB/guides.json';
import type search from './locales/en-GB/search.json';
import type subscription from './locales/en-GB/subscription.json';
import type data from './locales/en-GB/data.json';
import type dataLanding from './locales/en-GB/dataLanding.json';
import type admin from './locales/en-GB/admin.json';
import type locations from './locales/en-GB/locations.json';
import type locationResults from './locales/en-GB/locationResults.json';
import type language from './locales/en-GB/language.json';
import type legal from './locales/en-GB/legal.json';
import type home from './locales/en-GB/home.json';
import type pageHeads from './locales/en-GB/pageHeads.json';

/** The shell's messages and every feature bundle share one namespace (see lib/i18n.ts). */
type Messages = typeof enGB &
  typeof auth &
  typeof account &
  typeof recycle &
  typeof recycleStart &
  typeof orders &
  typeof unknown &
  typeof info &
  typeof locationSearch &
  typeof articlePages &
  typeof guides &
  typeof search &
  typeof subscription &
  typeof data &
  typeof dataLanding &
  typeof admin &
  typeof locations &
  typeof locationResults &
  typeof language &
  typeof legal &
  typeof home &
  typeof pageHeads;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}
