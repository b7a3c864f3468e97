import { describe, expect, it } from 'vitest';
import { articleSchema, articleSummarySchema } from '@recircuit/contract';
import { searchDocuments } from '../src/modules/articles/search.ts';
import { useTestApp } from './helpers/test-app.ts';

const harness = useTestApp();

const get = async (url: string) => {
  const response = await harness.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as { message: string; data: unknown } };
};

describe('articles', () => {
  it('lists the five articles with their descriptions and images', async () => {
    const list = (await get('/proxy/api/articles')).body.data as unknown[];
    expect(list).toHaveLength(5);
    for (const article of list) articleSummarySchema.parse(article);
    expect((list as { id: number }[]).map((article) => article.id).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives one article with its body and sources, and article 4 its calculator factors', async () => {
    const article = articleSchema.parse((await get('/proxy/api/articles/1')).body.data);
    expect(article.body.length).toBeGreaterThan(5);
    expect(article.sources.length).toBeGreaterThanOrEqual(2);
    const four = (await get('/proxy/api/articles/4')).body.data as {
      body: { type: string }[];
      calculatorFactors: Record<string, unknown>;
    };
    expect(four.body.filter((block) => block.type === 'calculator')).toHaveLength(1);
    expect(Object.keys(four.calculatorFactors)).toEqual(expect.arrayContaining(['phone', 'laptop', 'tablet', 'other']));
  });

  it('answers 404 with a friendly message for an unknown id, and 400 for a bad one', async () => {
    const missing = await get('/proxy/api/articles/99');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('We could not find that article');
    expect((await get('/proxy/api/articles/abc')).status).toBe(400);
  });
});

describe('site search', () => {
  it('finds articles and pages with highlighted snippets, and device models', async () => {
    const result = (await get('/proxy/api/search?q=battery')).body.data as {
      pages: { title: string; url: string; snippet: string; highlights: [number, number][] }[];
      devices: unknown[];
    };
    expect(result.pages.some((page) => page.url === '/articleDetail?id=5')).toBe(true);
    for (const page of result.pages) {
      for (const [start, end] of page.highlights) expect(page.snippet.slice(start, end).toLowerCase()).toBe('battery');
    }
    const devices = (await get('/proxy/api/search?q=iphone')).body.data as { devices: { brand: string }[] };
    expect(devices.devices.length).toBeGreaterThan(0);
    expect(devices.devices.every((device) => device.brand === 'Apple')).toBe(true);
  });

  it('answers nothing for an empty or unmatched query, and limits its input', async () => {
    expect((await get('/proxy/api/search?q=')).body.data).toEqual({ pages: [], devices: [] });
    expect((await get('/proxy/api/search?q=qqqzzzxxx')).body.data).toEqual({ pages: [], devices: [] });
    expect((await get(`/proxy/api/search?q=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('searchDocuments', () => {
  const documents = [
    {
      kind: 'page' as const,
      title: 'About us',
      url: '/about',
      text: 'We recycle phones. Regex characters like (.*) are plain text here.',
    },
    { kind: 'article' as const, title: 'Phones and you', url: '/a', text: 'Old phones in drawers hold gold.' },
  ];

  it('needs every word, puts title matches first and marks each match', () => {
    const results = searchDocuments(documents, 'phones', 5);
    expect(results.map((result) => result.url)).toEqual(['/a', '/about']);
    expect(searchDocuments(documents, 'phones gold', 5).map((result) => result.url)).toEqual(['/a']);
    const [first] = searchDocuments(documents, 'GOLD', 5);
    const [start, end] = first?.highlights[0] as [number, number];
    expect(first?.snippet.slice(start, end)).toBe('gold');
  });

  it('treats regular-expression characters as text', () => {
    expect(searchDocuments(documents, '(.*)', 5).map((result) => result.url)).toEqual(['/about']);
  });
});
