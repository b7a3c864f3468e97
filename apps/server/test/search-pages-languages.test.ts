import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@recircuit/contract';
import { PAGE_URLS, PAGE_WORDS, searchablePages, type PageId } from '../src/modules/articles/pages.ts';
import { foldForSearch } from '../src/modules/articles/search.ts';
import { useTestApp } from './helpers/test-app.ts';

const TRANSLATED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const PAGE_IDS = Object.keys(PAGE_URLS) as PageId[];

interface PageResult {
  kind: string;
  title: string;
  url: string;
  snippet: string;
  highlights: [number, number][];
}

type Words = { [key: string]: unknown };

/** `more` merged into `words`, key by key at every depth, as the web app merges its bundles (lib/translator.ts). */
function merged(words: Words, more: Words): Words {
  const result: Words = { ...words };
  for (const [key, value] of Object.entries(more)) {
    const current = result[key];
    result[key] =
      typeof current === 'object' && current && typeof value === 'object' && value
        ? merged(current as Words, value as Words)
        : value;
  }
  return result;
}

/** The web app's words in a language: its main file and the bundles beside it that name pages. */
function webWords(language: Language): Words {
  const locales = new URL('../../web/src/locales/', import.meta.url);
  const read = (name: string) => JSON.parse(readFileSync(new URL(name, locales), 'utf8')) as Words;
  return ['search', 'guides', 'pageHeads'].reduce(
    (words, bundle) => merged(words, read(`${language}/${bundle}.json`)),
    read(`${language}.json`),
  );
}
function wordAt(words: Record<string, unknown>, path: string): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], words);
  expect(typeof found, path).toBe('string');
  return found as string;
}

/** Where the web app names each page: a search suggestion, a menu item, a page title or a link. */
const WEB_NAMES: Record<PageId, string[]> = {
  recycleNow: ['search.recycle'],
  dataService: ['search.data', 'pages.dataService.title'],
  dataRetrieval: ['pages.dataServiceRetrieval.title'],
  dataErasure: ['pages.dataServiceErase.title'],
  about: ['nav.about', 'search.about'],
  recyclingGuide: ['pages.recyclingGuide.title', 'guides.recycling.title'],
  locations: ['guides.recycling.locationsCta'],
  // "News and articles": the search suggestion's "News" and the menu's "Articles".
  articles: [],
};

describe('the information pages in each language', () => {
  it('has every page in every language, its title and text in that language', () => {
    for (const language of TRANSLATED) {
      expect(Object.keys(PAGE_WORDS[language]).sort()).toEqual([...PAGE_IDS].sort());
      for (const id of PAGE_IDS) {
        const words = PAGE_WORDS[language][id];
        const english = PAGE_WORDS[DEFAULT_LANGUAGE][id];
        expect(words.title.trim(), `${language} ${id}`).not.toBe('');
        expect(words.text.trim().length, `${language} ${id}`).toBeGreaterThan(40);
        expect(words.title, `${language} ${id}`).not.toBe(english.title);
        expect(words.text, `${language} ${id}`).not.toBe(english.text);
      }
    }
  });

  it.each([...LANGUAGES])('names each page in %s as the web app does', (language) => {
    const web = webWords(language);
    const lower = (text: string) => text.toLocaleLowerCase(language);
    for (const id of PAGE_IDS) {
      const title = PAGE_WORDS[language][id].title;
      for (const path of WEB_NAMES[id]) expect(lower(title), `${language} ${id}`).toBe(lower(wordAt(web, path)));
    }
    const news = PAGE_WORDS[language].articles.title;
    expect(lower(news)).toContain(lower(wordAt(web, 'search.news')));
    expect(lower(news)).toContain(lower(wordAt(web, 'nav.articles')));
  });

  it('keeps the pages of en-GB as they were', () => {
    expect(searchablePages('en-GB').map(({ title, url }) => [title, url])).toEqual([
      ['Recycle my device', '/recycle-now'],
      ['Data service', '/data-service'],
      ['Data retrieval', '/data-service/retrieval'],
      ['Data erasure', '/data-service/erase'],
      ['About us', '/about'],
      ['Recycling guide', '/recycling-guide'],
      ['Find a recycling point', '/locations'],
      ['News and articles', '/articles'],
    ]);
    for (const language of TRANSLATED) {
      expect(searchablePages(language).map((page) => page.url)).toEqual(
        searchablePages('en-GB').map((page) => page.url),
      );
    }
  });
});

describe('site search finds the information pages in the reader’s language', () => {
  const harness = useTestApp();
  async function search(app: FastifyInstance, q: string, headers: Record<string, string>): Promise<PageResult[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/proxy/api/search?limit=20&q=${encodeURIComponent(q)}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { pages: PageResult[] } }).data.pages;
  }
  const inLanguage = (q: string, language: Language) =>
    search(harness.app, q, { cookie: `lang=${language}` }).then((pages) =>
      pages.filter((page) => page.kind === 'page'),
    );
  const page = (pages: PageResult[], url: string) => pages.find((result) => result.url === url);
  const highlighted = (result: PageResult) =>
    result.highlights.map(([start, end]) => foldForSearch(result.snippet.slice(start, end)));

  it.each([
    ['de-DE', 'Datenlöschung', '/data-service/erase', 'Datenlöschung'],
    ['de-DE', 'datenloschung', '/data-service/erase', 'Datenlöschung'],
    ['de-DE', 'Wertstoffhof', '/locations', 'Recyclingstelle finden'],
    ['de-DE', 'Handy recyceln', '/recycle-now', 'Mein Gerät recyceln'],
    ['de-DE', 'Ratgeber', '/recycling-guide', 'Recycling-Ratgeber'],
    ['fr-FR', 'effacement', '/data-service/erase', 'Effacement des données'],
    ['fr-FR', 'recuperation', '/data-service/retrieval', 'Récupération de données'],
    ['fr-FR', 'déchetteries', '/locations', 'Trouver un point de recyclage'],
    ['fr-FR', 'actualites', '/articles', 'Actualités et articles'],
    ['zh-CN', '数据擦除', '/data-service/erase', '数据擦除'],
    ['zh-CN', '查找回收点', '/locations', '查找回收点'],
    ['zh-CN', '旧手机', '/data-service/retrieval', '数据提取'],
    ['zh-CN', '回收指南', '/recycling-guide', '回收指南'],
  ] as const)('in %s "%s" finds %s, titled "%s"', async (language, q, url, title) => {
    const result = page(await inLanguage(q, language), url);
    expect(result, `${language} "${q}"`).toBeDefined();
    expect(result!.title).toBe(title);
    expect(result!.snippet).not.toBe('');
  });

  it.each(TRANSLATED)('finds each page by its whole %s title, first among the pages', async (language) => {
    for (const id of PAGE_IDS) {
      const { title } = PAGE_WORDS[language][id];
      const pages = await inLanguage(title, language);
      expect(pages[0]?.url, `${language} "${title}"`).toBe(PAGE_URLS[id]);
      expect(pages[0]?.title).toBe(title);
    }
  });

  it('highlights the reader’s word in the page’s own text', async () => {
    const [french] = (await inLanguage('securite batteries', 'fr-FR')).filter((result) => result.url === '/articles');
    expect(french?.title).toBe('Actualités et articles');
    expect(highlighted(french!)).toEqual(['securite', 'batteries']);
    const chinese = page(await inLanguage('托管', 'zh-CN'), '/data-service/retrieval')!;
    expect(chinese.highlights.map(([start, end]) => chinese.snippet.slice(start, end))).toContain('托管');
  });

  it('answers in the language of Accept-Language when there is no cookie', async () => {
    const pages = await search(harness.app, 'Datenrettung', { 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' });
    expect(page(pages, '/data-service/retrieval')?.title).toBe('Datenrettung');
  });

  it('keeps en-GB in English: its titles, and no page for a German word', async () => {
    const english = await inLanguage('data', 'en-GB');
    expect(english.map((result) => result.title)).toEqual(
      expect.arrayContaining(['Data service', 'Data retrieval', 'Data erasure']),
    );
    expect(await inLanguage('Datenlöschung', 'en-GB')).toEqual([]);
    // A German reader does not get the English titles for the same pages.
    const german = await inLanguage('NIST', 'de-DE');
    expect(page(german, '/data-service')?.title).toBe('Datenservice');
    expect((await inLanguage('NIST', 'en-GB')).find((result) => result.url === '/data-service')?.title).toBe(
      'Data service',
    );
  });
});
