import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { articleSchema, type Article, type ArticleBlock } from '@recircuit/contract';
import { describe, expect, it } from 'vitest';

const DEVICES = ['phone', 'laptop', 'tablet', 'other'] as const;
const MATERIALS = ['copper', 'gold', 'silver', 'cobalt', 'aluminium', 'plastic'] as const;

interface DeviceFactor {
  co2eKg: number;
  materialsG: Record<(typeof MATERIALS)[number], number>;
}

type CalculatorFactors = Record<(typeof DEVICES)[number], DeviceFactor> & {
  sources: { title: string; publisher: string; url: string }[];
};

type RawArticle = Article & { calculatorFactors?: CalculatorFactors };

const file = JSON.parse(readFileSync(new URL('../src/db/seed-data/articles.json', import.meta.url), 'utf8')) as {
  version: number;
  articles: RawArticle[];
};
const articles = file.articles;
const PUBLIC_DIR = fileURLToPath(new URL('../../web/public/', import.meta.url));

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;
const blockWords = (block: ArticleBlock): number => {
  switch (block.type) {
    case 'ul':
      return block.items.reduce((sum, item) => sum + wordsIn(item), 0);
    case 'calculator':
      return 0;
    default:
      return wordsIn(block.text);
  }
};
const bodyWords = (article: Article) => article.body.reduce((sum, block) => sum + blockWords(block), 0);

describe('articles seed data', () => {
  it('is versioned and holds the five SPEC articles with ids 1 to 5, in order', () => {
    expect(file.version).toBe(1);
    expect(articles.map((article) => article.id)).toEqual([1, 2, 3, 4, 5]);
    const names = ['importance', 'changing', 'recycle week', 'impact calculator', 'battery safety'];
    articles.forEach((article, index) => {
      const haystack = `${article.title} ${article.slug.replaceAll('-', ' ')}`.toLowerCase();
      expect(haystack, `article ${article.id}`).toContain(names[index]);
    });
    expect(new Set(articles.map((article) => article.slug)).size).toBe(5);
  });

  it('parses every article with the contract schema', () => {
    for (const article of articles) {
      const parsed = articleSchema.safeParse(article);
      expect(parsed.success, `article ${article.id}: ${parsed.error?.message ?? ''}`).toBe(true);
      expect(article.description.length).toBeGreaterThan(40);
      expect(article.imageAlt.length).toBeGreaterThan(20);
      expect(article.readingMinutes).toBeGreaterThan(0);
      expect(article.publishedAt).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false);
    }
  });

  it('gives every article a body of at least 600 words', () => {
    for (const article of articles) {
      expect(bodyWords(article), `article ${article.id}`).toBeGreaterThanOrEqual(600);
      expect(article.body.some((block) => block.type === 'h2')).toBe(true);
    }
  });

  it('lists at least two sources with https addresses for every article', () => {
    for (const article of articles) {
      expect(article.sources.length, `article ${article.id}`).toBeGreaterThanOrEqual(2);
      for (const source of article.sources) {
        expect(source.url, `${article.id}: ${source.title}`).toMatch(/^https:\/\/[^\s]+$/);
        expect(source.publisher.length).toBeGreaterThan(0);
      }
    }
  });

  it('states the workplace rule word for word, and no locator size (pages show the real count)', () => {
    const text = JSON.stringify(articles);
    // The locator's size is the database's: fixed text would claim "over 26,600" when it is untrue (DOMAIN.md).
    expect(text).not.toMatch(/26[,.\u00a0\u202f ]?600/);
    expect(text).toContain(
      'from April 2025 for businesses with more than 10 full-time staff, small businesses exempt until 31 March 2027',
    );
  });

  it('puts exactly one calculator block in article 4 and none elsewhere', () => {
    for (const article of articles) {
      const count = article.body.filter((block) => block.type === 'calculator').length;
      expect(count, `article ${article.id}`).toBe(article.id === 4 ? 1 : 0);
    }
  });

  it('gives article 4 positive calculator factors for every device kind, with sources', () => {
    const factors = articles[3]?.calculatorFactors;
    expect(factors).toBeDefined();
    if (!factors) return;
    for (const device of DEVICES) {
      const factor = factors[device];
      expect(factor.co2eKg, device).toBeGreaterThan(0);
      for (const material of MATERIALS) {
        expect(factor.materialsG[material], `${device} ${material}`).toBeGreaterThan(0);
      }
    }
    expect(factors.laptop.co2eKg).toBeGreaterThan(factors.phone.co2eKg);
    expect(factors.sources.length).toBeGreaterThanOrEqual(2);
    for (const source of factors.sources) expect(source.url).toMatch(/^https:\/\//);
  });

  it('has every hero image variant under apps/web/public', () => {
    for (const article of articles) {
      expect(article.image).toMatch(/^\/articles\/[a-z0-9-]+$/);
      for (const suffix of ['-480.webp', '-960.webp', '-1440.webp', '.avif']) {
        const path = `${PUBLIC_DIR}${article.image.slice(1)}${suffix}`;
        expect(existsSync(path), path).toBe(true);
        expect(statSync(path).size).toBeGreaterThan(1000);
        expect(statSync(path).size).toBeLessThan(80 * 1024);
      }
    }
  });
});
