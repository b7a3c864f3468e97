import type { Language } from '@recircuit/contract';
import { PAGE_URLS, type PageId, type PageTranslations, type PageWords } from './page-words.ts';
import { PAGE_WORDS_DE_DE } from './pages.de-DE.ts';
import { PAGE_WORDS_FR_FR } from './pages.fr-FR.ts';
import { PAGE_WORDS_ZH_CN } from './pages.zh-CN.ts';

const PAGE_WORDS_EN_GB: PageTranslations = {
  recycleNow: {
    title: 'Recycle my device',
    text: 'Choose your device type, get an instant price in pounds and hand your phone, tablet, laptop, smartwatch or games console in with a QR code. Recycle, sell or trade in.',
  },
  dataService: {
    title: 'Data service',
    text: 'Retrieve your photos, videos, contacts and documents from an old device, or have it wiped to NIST SP 800-88 with a certificate of erasure.',
  },
  dataRetrieval: {
    title: 'Data retrieval',
    text: 'We copy your data from an old phone or laptop and host it securely for three months, extendable to six.',
  },
  dataErasure: {
    title: 'Data erasure',
    text: 'Free standard wipe with every recycled device, or a certified erasure with a certificate you can verify.',
  },
  about: {
    title: 'About us',
    text: 'Who we are, what we do with your devices and your data, and how we make money honestly: referral commission and a paid data service.',
  },
  recyclingGuide: {
    title: 'Recycling guide',
    text: 'How to prepare a device before you recycle, donate or sell it: back up, sign out of accounts and Find My, factory reset, remove the SIM and memory cards, battery safety, repair and donate.',
  },
  locations: {
    title: 'Find a recycling point',
    text: 'Search by UK postcode or place for household waste recycling centres, retailer take-back counters and charity shops that accept electricals and batteries.',
  },
  articles: {
    title: 'News and articles',
    text: 'Articles about electronic waste, repair, Recycle Week, your recycling impact and battery safety.',
  },
};

/** The pages' words in each language of the site (pages.<language>.ts; docs/translations/). */
export const PAGE_WORDS: Record<Language, PageTranslations> = {
  'en-GB': PAGE_WORDS_EN_GB,
  'zh-CN': PAGE_WORDS_ZH_CN,
  'de-DE': PAGE_WORDS_DE_DE,
  'fr-FR': PAGE_WORDS_FR_FR,
};

export interface SearchablePage extends PageWords {
  url: string;
}

const PAGE_IDS = Object.keys(PAGE_URLS) as PageId[];
/** Made once: search keeps each page's prepared text by the page object. */
const pagesByLanguage = new Map<Language, readonly SearchablePage[]>(
  Object.entries(PAGE_WORDS).map(([language, words]) => [
    language as Language,
    PAGE_IDS.map((id) => ({ title: words[id].title, url: PAGE_URLS[id], text: words[id].text })),
  ]),
);

/** The information pages as site search knows them, in `language`. */
export function searchablePages(language: Language): readonly SearchablePage[] {
  return pagesByLanguage.get(language)!;
}
