import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_MESSAGES,
  translateMessage,
  type Article,
  type ArticleBlock,
  type Language,
  type MessageTranslations,
} from '@recircuit/contract';
import { buildApp, seedSteps } from '../src/app.ts';
import { runSeeds } from '../src/db/seed.ts';
import { articleSeedSteps, readArticleTranslations } from '../src/modules/articles/seed.ts';
import { foldForSearch, queryWords, searchDocuments } from '../src/modules/articles/search.ts';
import { articleTranslations } from '../src/modules/articles/tables.ts';
import { validateArticleTranslations, type ArticleTranslationsFile } from '../src/modules/articles/translations.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';
import { testConfig, useTestApp } from './helpers/test-app.ts';

const SEED_DATA = new URL('../src/db/seed-data/', import.meta.url);
const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, SEED_DATA), 'utf8')) as T;

type EnglishArticle = Article & { calculatorFactors?: unknown };
const english = readJson<{ version: number; articles: EnglishArticle[] }>('articles.json');
const TRANSLATED = ['de-DE', 'fr-FR', 'zh-CN'] as const satisfies readonly Language[];
const translations = Object.fromEntries(
  TRANSLATED.map((language) => [language, readJson<ArticleTranslationsFile>(`articles.${language}.json`)]),
) as Record<(typeof TRANSLATED)[number], ArticleTranslationsFile>;
const translationOf = (language: (typeof TRANSLATED)[number], id: number) =>
  translations[language].articles.find((article) => article.id === id);

/** The ways a reader says a language: the lang cookie, or their browser's Accept-Language. */
const asking = {
  cookie: (language: Language) => ({ cookie: `theme=dark; lang=${language}` }),
  'Accept-Language': (language: Language) => ({ 'accept-language': `${language.split('-')[0]};q=0.9, en;q=0.5` }),
};

interface Answer<T> {
  status: number;
  headers: Record<string, unknown>;
  data: T;
}
async function get<T>(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, data: (response.json() as { data: T }).data };
}
type Summary = Omit<Article, 'body' | 'sources'>;
type Detail = Article & { calculatorFactors: unknown };
interface SearchAnswer {
  pages: { kind: string; title: string; url: string; snippet: string; highlights: [number, number][] }[];
}

const englishSummary = ({ body: _body, sources: _sources, calculatorFactors: _factors, ...rest }: EnglishArticle) =>
  rest;

describe('articles in the request language', () => {
  const harness = useTestApp();

  it('has a translation of every article in each language', () => {
    for (const language of TRANSLATED) {
      expect(translations[language].articles.map((article) => article.id).sort()).toEqual(
        english.articles.map((article) => article.id).sort(),
      );
    }
  });

  for (const [way, headers] of Object.entries(asking)) {
    it.each(TRANSLATED)(`lists and gives each article in %s, asked by ${way}`, async (language) => {
      const list = await get<Summary[]>(harness.app, '/proxy/api/articles', headers(language));
      expect(list.status).toBe(200);
      expect(list.data.map((article) => article.id)).toEqual(
        (await get<Summary[]>(harness.app, '/proxy/api/articles')).data.map((article) => article.id),
      );
      for (const summary of list.data) {
        const translation = translationOf(language, summary.id)!;
        const original = english.articles.find((article) => article.id === summary.id)!;
        expect(summary).toEqual({
          ...englishSummary(original),
          publishedAt: new Date(original.publishedAt).toISOString(),
          title: translation.title,
          description: translation.description,
          imageAlt: translation.imageAlt,
        });
        const detail = await get<Detail>(harness.app, `/proxy/api/articles/${summary.id}`, headers(language));
        expect(detail.data).toEqual({
          ...summary,
          body: translation.body,
          sources: original.sources,
          calculatorFactors: original.calculatorFactors ?? null,
        });
      }
    });
  }

  it('keeps the sources, figures, images and dates of the English in every language', async () => {
    const answers = await Promise.all(
      (['en-GB', ...TRANSLATED] as Language[]).map((language) =>
        get<Detail>(harness.app, '/proxy/api/articles/4', asking.cookie(language)),
      ),
    );
    const [en, ...others] = answers.map((answer) => answer.data);
    for (const other of others) {
      expect(other.title).not.toBe(en!.title);
      for (const key of ['sources', 'calculatorFactors', 'image', 'slug', 'publishedAt', 'readingMinutes'] as const) {
        expect(other[key]).toEqual(en![key]);
      }
      expect(other.body.map((block: ArticleBlock) => block.type)).toEqual(en!.body.map((block) => block.type));
    }
  });

  it('answers en-GB with the words of articles.json, however it is asked', async () => {
    for (const headers of [
      {} as Record<string, string>,
      asking.cookie('en-GB'),
      { 'accept-language': 'en-US,en;q=0.9' },
      { 'accept-language': 'es-ES' },
    ]) {
      const list = await get<Summary[]>(harness.app, '/proxy/api/articles', headers);
      for (const summary of list.data) {
        const original = english.articles.find((article) => article.id === summary.id)!;
        expect([summary.title, summary.description, summary.imageAlt]).toEqual([
          original.title,
          original.description,
          original.imageAlt,
        ]);
      }
      const detail = await get<Detail>(harness.app, '/proxy/api/articles/1', headers);
      expect(detail.data.body).toEqual(english.articles[0]!.body);
    }
  });

  it('says in the language of the cookie that it has no article of an unknown id', async () => {
    const missing = (language: Language) =>
      harness.app.inject({ method: 'GET', url: '/proxy/api/articles/99', headers: asking.cookie(language) });
    const english = await missing('en-GB');
    expect([english.statusCode, english.json().message]).toEqual([404, ARTICLE_MESSAGES.notFound]);
    for (const language of TRANSLATED) {
      const catalogue = JSON.parse(
        readFileSync(new URL(`../../../packages/contract/locales/${language}.json`, import.meta.url), 'utf8'),
      ) as MessageTranslations;
      const words = translateMessage(ARTICLE_MESSAGES.notFound, catalogue);
      expect(words, language).not.toBe(ARTICLE_MESSAGES.notFound);
      const response = await missing(language);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(words);
    }
  });

  it('prefers the cookie to Accept-Language', async () => {
    const detail = await get<Detail>(harness.app, '/proxy/api/articles/2', {
      cookie: 'lang=fr-FR',
      'accept-language': 'de-DE',
    });
    expect(detail.data.title).toBe(translationOf('fr-FR', 2)!.title);
  });

  it('keeps its public cache time, one copy per language', async () => {
    for (const url of ['/proxy/api/articles', '/proxy/api/articles/3', '/proxy/api/search?q=battery']) {
      const answer = await get(harness.app, url, asking.cookie('de-DE'));
      expect(answer.headers['cache-control']).toMatch(/^public/);
      expect(answer.headers['vary']).toMatch(/Accept-Language/);
      expect(answer.headers['vary']).toMatch(/Cookie/);
    }
  });
});

/** The longest word of a title that English does not use: Chinese split into its words. */
function telltaleWord(language: (typeof TRANSLATED)[number], title: string): string {
  const englishText = foldForSearch(JSON.stringify(english.articles));
  const words =
    language === 'zh-CN'
      ? [...new Intl.Segmenter('zh-CN', { granularity: 'word' }).segment(title)]
          .filter((part) => part.isWordLike && /\p{Script=Han}/u.test(part.segment))
          .map((part) => part.segment)
      : (title.match(/[\p{L}\p{N}]+/gu) ?? []);
  const fresh = words.filter((word) => !englishText.includes(foldForSearch(word)));
  return [...fresh].sort((a, b) => b.length - a.length)[0] ?? words[0]!;
}

describe('site search in the request language', () => {
  const harness = useTestApp();
  const search = (q: string, language: Language) =>
    get<SearchAnswer>(harness.app, `/proxy/api/search?limit=20&q=${encodeURIComponent(q)}`, asking.cookie(language));

  it.each(TRANSLATED)(
    'finds each article by a word of its %s title, highlighted in its own words',
    async (language) => {
      for (const article of translations[language].articles) {
        const word = telltaleWord(language, article.title);
        const { data } = await search(word, language);
        const found = data.pages.find((page) => page.url === `/articleDetail?id=${article.id}`);
        expect(found, `${language} "${word}" for article ${article.id}`).toBeDefined();
        expect(found!.title).toBe(article.title);
        for (const [start, end] of found!.highlights) {
          expect(foldForSearch(found!.snippet.slice(start, end))).toBe(foldForSearch(word));
        }
      }
    },
  );

  it('finds an article by its whole Chinese title, typed without spaces', async () => {
    const article = translations['zh-CN'].articles[0]!;
    const { data } = await search(article.title.replace(/[\s\p{P}]+/gu, ''), 'zh-CN');
    expect(data.pages[0]?.url).toBe(`/articleDetail?id=${article.id}`);
  });

  it('finds a French word typed without its accents', async () => {
    const accented = translations['fr-FR'].articles
      .flatMap((article) => (article.title.match(/\p{L}+/gu) ?? []).map((word) => ({ article, word })))
      .filter(({ word }) => word.length > 4 && word.normalize('NFD') !== word)
      .sort((a, b) => b.word.length - a.word.length)[0];
    expect(accented, 'a French title with an accented word').toBeDefined();
    const bare = accented!.word.normalize('NFD').replace(/\p{M}/gu, '');
    const { data } = await search(bare, 'fr-FR');
    expect(data.pages.map((page) => page.url)).toContain(`/articleDetail?id=${accented!.article.id}`);
  });

  it('remembers each language answer apart', async () => {
    const article = translations['de-DE'].articles[4]!;
    const word = telltaleWord('de-DE', article.title);
    const inEnglish = await search(word, 'en-GB');
    const inGerman = await search(word, 'de-DE');
    const again = await search(word, 'en-GB');
    expect(inEnglish.data).toEqual(again.data);
    expect(inGerman.data.pages.map((page) => page.title)).toContain(article.title);
    expect(inEnglish.data.pages.map((page) => page.title)).not.toContain(article.title);
  });

  it('still finds English words in English', async () => {
    const { data } = await search('battery', 'en-GB');
    expect(
      data.pages.some((page) => page.url === '/articleDetail?id=5' && page.title === english.articles[4]!.title),
    ).toBe(true);
  });
});

describe('an article without a translation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // Seeded as at any start, then German article 2 taken away before the app reads them.
    database = await createTestDatabase();
    await database.handle.migrate();
    await runSeeds(database.handle.db, seedSteps());
    await database.handle.db
      .delete(articleTranslations)
      .where(and(eq(articleTranslations.articleId, 2), eq(articleTranslations.language, 'de-DE')));
    // French article 3 as stored before the English body changed (its version not raised).
    await database.handle.db
      .update(articleTranslations)
      .set({ body: translationOf('fr-FR', 3)!.body.slice(1) })
      .where(and(eq(articleTranslations.articleId, 3), eq(articleTranslations.language, 'fr-FR')));
    app = await buildApp(await testConfig(), { database: database.handle });
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('is given in English, whole, among the translated ones', async () => {
    const list = await get<Summary[]>(app, '/proxy/api/articles', asking.cookie('de-DE'));
    const two = list.data.find((article) => article.id === 2)!;
    const one = list.data.find((article) => article.id === 1)!;
    expect(two.title).toBe(english.articles[1]!.title);
    expect(one.title).toBe(translationOf('de-DE', 1)!.title);
    const detail = await get<Detail>(app, '/proxy/api/articles/2', asking.cookie('de-DE'));
    expect(detail.data.body).toEqual(english.articles[1]!.body);
    expect(detail.data.description).toBe(english.articles[1]!.description);
    const french = await get<Detail>(app, '/proxy/api/articles/2', asking.cookie('fr-FR'));
    expect(french.data.title).toBe(translationOf('fr-FR', 2)!.title);
  });

  it('is given in English when its stored translation no longer matches the English blocks', async () => {
    const detail = await get<Detail>(app, '/proxy/api/articles/3', asking.cookie('fr-FR'));
    expect(detail.data.title).toBe(english.articles[2]!.title);
    expect(detail.data.body).toEqual(english.articles[2]!.body);
  });
});

/** A translation of the English articles that passes: every block's words in capitals. */
function goodFile(language: Language = 'de-DE', ids = [1, 2, 3, 4, 5]): ArticleTranslationsFile {
  const shout = (block: ArticleBlock): ArticleBlock =>
    block.type === 'ul'
      ? { ...block, items: block.items.map((item) => item.toUpperCase()) }
      : 'text' in block
        ? { ...block, text: block.text.toUpperCase() }
        : block;
  return {
    version: 1,
    language,
    articles: english.articles
      .filter((article) => ids.includes(article.id))
      .map((article) => ({
        id: article.id,
        title: article.title.toUpperCase(),
        description: article.description.toUpperCase(),
        imageAlt: article.imageAlt.toUpperCase(),
        body: article.body.map(shout),
      })),
  };
}

describe('a translation file', () => {
  const refused =
    (raw: unknown, language: Language = 'de-DE') =>
    () =>
      validateArticleTranslations(raw, language, english.articles);
  const withArticle = (change: (article: ArticleTranslationsFile['articles'][number]) => void) => {
    const file = goodFile();
    change(file.articles[1]!);
    return file;
  };

  it('passes with every article or only some', () => {
    expect(validateArticleTranslations(goodFile(), 'de-DE', english.articles).articles).toHaveLength(5);
    expect(validateArticleTranslations(goodFile('fr-FR', [3]), 'fr-FR', english.articles).articles).toHaveLength(1);
  });

  it('is refused, naming the file and the problem, when an article is not in articles.json', () => {
    const file = goodFile();
    file.articles.push({ ...file.articles[0]!, id: 42 });
    expect(refused(file)).toThrow(
      /^articles\.de-DE\.json is refused \(none of its translations is loaded\): article 42 is not in articles\.json/,
    );
  });

  it('is refused when a body differs from the English in blocks, types, list items or words', () => {
    expect(refused(withArticle((article) => article.body.pop()))).toThrow(
      /article 2 has \d+ body blocks where English has \d+/,
    );
    expect(
      refused(
        withArticle((article) => {
          article.body[0] = { type: 'h2', text: 'ÜBERSCHRIFT' };
        }),
      ),
    ).toThrow('article 2 body block 1 is "h2" where English has "p"');
    const listAt = english.articles[1]!.body.findIndex((block) => block.type === 'ul');
    expect(
      refused(
        withArticle((article) => {
          const list = article.body[listAt] as { items: string[] };
          list.items = list.items.slice(1);
        }),
      ),
    ).toThrow(`article 2 body block ${listAt + 1} lists`);
    expect(
      refused(
        withArticle((article) => {
          article.body[0] = { type: 'p', text: '  ' };
        }),
      ),
    ).toThrow('article 2 body block 1 has no text');
    const quoted = goodFile();
    const quote = quoted.articles[0]!.body.find((block) => block.type === 'quote') as { cite?: string };
    delete quote.cite;
    expect(refused(quoted)).toThrow('article 1 body block');
  });

  it('is refused when it is not the shape of a translation file', () => {
    expect(refused(withArticle((article) => Object.assign(article, { title: '' })))).toThrow(/articles\.1\.title/);
    expect(refused({ language: 'de-DE', articles: [] })).toThrow(/version/);
    expect(refused({ ...goodFile(), articles: 'none' })).toThrow(/articles/);
    expect(
      refused(withArticle((article) => Object.assign(article, { body: [{ type: 'script', text: 'x' }] }))),
    ).toThrow(/articles\.1\.body\.0/);
    expect(refused(goodFile('fr-FR'))).toThrow('"language" is "fr-FR", not "de-DE"');
    const twice = goodFile();
    twice.articles.push(twice.articles[0]!);
    expect(refused(twice)).toThrow('article 1 appears twice');
  });
});

describe('seeding the translations', () => {
  let dir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recircuit-articles-'));
    copyFileSync(new URL('articles.json', SEED_DATA), join(dir, 'articles.json'));
    database = await createTestDatabase();
    await database.handle.migrate();
  });
  afterAll(async () => {
    await database?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const seedData = () => pathToFileURL(`${dir}/`);
  const write = (name: string, content: unknown) =>
    writeFileSync(join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  const stored = async () =>
    (
      (await database.handle.db.execute(
        sql`select article_id, language, title from article_translations order by language, article_id`,
      )) as unknown as { rows: { article_id: number; language: string; title: string }[] }
    ).rows;

  it('has only the English step while no language has a file (each reads English)', () => {
    expect(articleSeedSteps(seedData()).map((step) => step.name)).toEqual(['articles']);
  });

  it('loads each file present, once per version, and follows a new version', async () => {
    write('articles.de-DE.json', goodFile('de-DE'));
    write('articles.zh-CN.json', goodFile('zh-CN', [1, 5]));
    write('articles.es-ES.json', goodFile('de-DE')); // not a language of the site: never read
    const steps = articleSeedSteps(seedData());
    expect(steps.map((step) => `${step.name}@${step.version}`)).toEqual([
      'articles@1',
      'articles.zh-CN@1',
      'articles.de-DE@1',
    ]);
    expect(await runSeeds(database.handle.db, steps)).toEqual(['articles@1', 'articles.zh-CN@1', 'articles.de-DE@1']);
    expect(await runSeeds(database.handle.db, articleSeedSteps(seedData()))).toEqual([]);
    expect((await stored()).map((row) => `${row.language}/${row.article_id}`)).toEqual([
      'de-DE/1',
      'de-DE/2',
      'de-DE/3',
      'de-DE/4',
      'de-DE/5',
      'zh-CN/1',
      'zh-CN/5',
    ]);

    const next = goodFile('de-DE', [1, 2, 3]);
    next.version = 2;
    next.articles[0]!.title = 'NEUER TITEL';
    write('articles.de-DE.json', next);
    expect(await runSeeds(database.handle.db, articleSeedSteps(seedData()))).toEqual(['articles.de-DE@2']);
    const rows = await stored();
    expect(rows.filter((row) => row.language === 'de-DE').map((row) => [row.article_id, row.title])).toEqual([
      [1, 'NEUER TITEL'],
      [2, next.articles[1]!.title],
      [3, next.articles[2]!.title],
    ]);
    expect(rows.filter((row) => row.language === 'zh-CN')).toHaveLength(2);
  });

  it('refuses to start on a broken file, before any step is made', async () => {
    const before = await stored();
    const broken = goodFile('fr-FR');
    broken.version = 9;
    broken.articles[3]!.body.reverse();
    write('articles.fr-FR.json', broken);
    expect(() => articleSeedSteps(seedData())).toThrow(/^articles\.fr-FR\.json is refused/);
    write('articles.fr-FR.json', '{ "version": 1, "language": "fr-FR", "articles": [');
    expect(() => readArticleTranslations(english, seedData())).toThrow(/^articles\.fr-FR\.json is refused .*not JSON/);
    expect(await stored()).toEqual(before);
    rmSync(join(dir, 'articles.fr-FR.json'));
  });
});

describe('search words', () => {
  it('fold case and accents without moving any letter', () => {
    expect(foldForSearch('Réparer ÉCRANS Müll 手机')).toBe('reparer ecrans mull 手机');
    for (const text of ['Œuvre ﬁn İstanbul 🔋 naïve', 'Straße']) expect(foldForSearch(text)).toHaveLength(text.length);
  });

  it('split Chinese into its words, and leave other words whole', () => {
    expect(queryWords('旧手机回收')).toEqual(['旧', '手机', '回收']);
    expect(queryWords('iPhone 电池，安全  e-waste')).toEqual(['iphone', '电池', '安全', 'e-waste']);
  });

  it('outside en-GB find and highlight words typed without accents', () => {
    const documents = [{ kind: 'article' as const, title: 'Sécurité', url: '/a', text: 'La sécurité des batteries.' }];
    const [result] = searchDocuments(documents, 'securite des', 5, { foldAccents: true });
    expect(result!.highlights.map(([start, end]) => result!.snippet.slice(start, end))).toEqual(['sécurité', 'des']);
    expect(searchDocuments(documents, 'sécurité', 5, { foldAccents: true })).toHaveLength(1);
    // en-GB search matches words as typed, as it always has.
    expect(searchDocuments(documents, 'securite', 5)).toEqual([]);
  });
});
