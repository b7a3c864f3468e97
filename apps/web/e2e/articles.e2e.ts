import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Article, ArticleSummary } from '@recircuit/contract';
import { VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';

const site = useSite();

async function api<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${site.url}/proxy${path}`)).json()) as { data: T };
  return body.data;
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('/articles', () => {
  it('lists the five articles with description and image, each opening its page', async () => {
    const articles = await api<ArticleSummary[]>('/api/articles');
    expect(articles.map((article) => article.id).sort()).toEqual([1, 2, 3, 4, 5]);
    const { page, context, errors } = await site.open('/articles');
    const cards = page.locator('#main-content [data-article-id]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(5);
    for (const article of articles) {
      const card = page.locator(`#main-content [data-article-id="${article.id}"]`);
      expect(await card.textContent()).toContain(article.description);
      expect(await card.locator('img').getAttribute('alt')).toBe(article.imageAlt);
      // The image really exists in each format.
      for (const suffix of ['-480.webp', '-960.webp', '-1440.webp', '.avif']) {
        expect((await fetch(`${site.url}${article.image}${suffix}`)).status, `${article.image}${suffix}`).toBe(200);
      }
    }
    await page.getByRole('link', { name: articles[0]?.title as string }).click();
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe(`/articleDetail?id=${articles[0]?.id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/articleDetail', () => {
  it('shows each article with its body, sources, title and OpenGraph tags', async () => {
    const { page, context, errors } = await site.open('/');
    for (const id of [1, 2, 3, 4, 5]) {
      const article = await api<Article>(`/api/articles/${id}`);
      await page.goto(`/articleDetail?id=${id}`);
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      const text = (await page.locator('#main-content').textContent()) ?? '';
      const firstParagraph = article.body.find((block) => block.type === 'p');
      if (firstParagraph?.type === 'p') expect(text).toContain(firstParagraph.text);
      for (const heading of article.body.filter((block) => block.type === 'h2')) {
        if (heading.type === 'h2')
          expect(await page.getByRole('heading', { level: 2, name: heading.text }).count()).toBeGreaterThan(0);
      }
      const sources = page.locator('section[aria-labelledby="article-sources"]');
      for (const source of article.sources) {
        expect(await sources.locator(`a[href="${source.url}"]`).count(), source.url).toBeGreaterThan(0);
      }
      await expect.poll(() => page.title()).toBe(`${article.title} · ReCircuit`);
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(article.title);
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(
        `${site.url}${article.image}-1440.webp`,
      );
      expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(
        `${site.url}/articleDetail?id=${id}`,
      );
      expect(await page.locator('#main-content img').first().getAttribute('loading')).toBe('eager');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(['99', 'abc', ''])('shows a friendly not-found for id=%s', async (id) => {
    const { page, context } = await site.open(`/articleDetail?id=${id}`);
    await page.getByRole('heading', { level: 1, name: 'We could not find that article' }).waitFor();
    await page.getByRole('link', { name: 'All articles' }).click();
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await context.close();
  });
});

interface Factor {
  co2eKg: number;
  materialsG: Record<string, number>;
}

describe('the impact calculator', () => {
  it('computes CO2e and materials from the served factors, with a chart and its sources', async () => {
    const article = await api<{
      calculatorFactors: Record<'phone' | 'laptop' | 'tablet' | 'other', Factor> & { sources: { url: string }[] };
    }>('/api/articles/4');
    const factors = article.calculatorFactors;
    const counts = { phone: 3, laptop: 2, tablet: 1, other: 4 };
    const kinds = ['phone', 'laptop', 'tablet', 'other'] as const;
    const co2e = kinds.reduce((sum, kind) => sum + factors[kind].co2eKg * counts[kind], 0);
    const material = (name: string) =>
      kinds.reduce((sum, kind) => sum + (factors[kind].materialsG[name] ?? 0) * counts[kind], 0);

    const { page, context, errors } = await site.open('/articleDetail?id=4', VIEWPORTS.phone);
    const calculator = page.getByTestId('impact-calculator');
    await calculator.waitFor();
    const labels = { phone: 'Phones', laptop: 'Laptops', tablet: 'Tablets', other: 'Other devices' };
    for (const kind of kinds) await calculator.getByLabel(labels[kind]).fill(String(counts[kind]));

    const kg = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
    const grams = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });
    await expect.poll(() => page.getByTestId('co2e').textContent()).toBe(`${kg.format(co2e)} kg`);
    for (const name of ['copper', 'gold', 'silver', 'cobalt', 'aluminium', 'plastic']) {
      expect(await page.getByTestId(`material-${name}`).textContent(), name).toBe(`${grams.format(material(name))} g`);
    }
    expect(await calculator.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    for (const source of factors.sources) expect(await calculator.locator(`a[href="${source.url}"]`).count()).toBe(1);

    // Clearing every box brings it back to nothing.
    for (const kind of kinds) await calculator.getByLabel(labels[kind]).fill('0');
    await expect.poll(() => page.getByTestId('co2e').textContent()).toBe('0 kg');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the information pages', () => {
  it('/about says who we are and how we make money', async () => {
    const { page, context } = await site.open('/about');
    await page.getByRole('heading', { level: 1, name: 'About ReCircuit' }).waitFor();
    for (const name of [
      'Who we are',
      'What we do with your devices',
      'What we do with your data',
      'How we make money, honestly',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name }).count(), name).toBe(1);
    }
    const text = (await page.locator('#main-content').textContent()) ?? '';
    expect(text).toContain('Referral commission');
    expect(text).toContain('paid data service');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe('About us');
    await context.close();
  });

  it('/recycling-guide covers preparation, with repair and donate anchors', async () => {
    const { page, context } = await site.open('/recycling-guide#donate');
    await page.getByRole('heading', { level: 1, name: 'Recycling guide' }).waitFor();
    for (const name of ['Back up', 'Find My', 'Factory reset', 'SIM', 'Battery safety', 'What our data wipe does']) {
      expect(await page.getByRole('heading', { name: new RegExp(name) }).count(), name).toBeGreaterThan(0);
    }
    expect(await page.locator('#repair').count()).toBe(1);
    await expect.poll(() => page.locator('#donate').isVisible()).toBe(true);
    await context.close();
  });

  it('/locations shows the query in the box and, with nothing imported, says the locator has no data yet', async () => {
    const { page, context } = await site.open('/locations?q=Leeds');
    expect(await page.getByLabel('UK address or postcode').inputValue()).toBe('Leeds');
    await page.getByTestId('locations-no-data').waitFor();
    await page.getByLabel('UK address or postcode').fill('LS1 4DY');
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe('/locations?q=LS1+4DY');
    expect(await page.getByLabel('UK address or postcode').inputValue()).toBe('LS1 4DY');
    await context.close();
  });
});
