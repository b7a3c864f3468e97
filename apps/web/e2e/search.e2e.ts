import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { SiteSearchResult } from '@recircuit/contract';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';

const site = useSite();

async function openSearch(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.page(viewport);
  await opened.page.goto('/');
  await opened.page.locator('#main-content').waitFor();
  await opened.page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = opened.page.getByRole('dialog', { name: 'Search' });
  await dialog.waitFor();
  return { ...opened, dialog, box: dialog.getByRole('combobox', { name: 'Search the site' }) };
}

async function search(q: string): Promise<SiteSearchResult> {
  const response = await fetch(`${site.url}/proxy/api/search?q=${encodeURIComponent(q)}&limit=6`);
  return ((await response.json()) as { data: SiteSearchResult }).data;
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('the search dialog', () => {
  it('has the placeholder and four chips, each going to its page', async () => {
    const chips: [string, string][] = [
      ['Recycle My Device', '/recycle-now'],
      ['Data Service', '/data-service'],
      ['About Us', '/about'],
      ['News', '/articles'],
    ];
    for (const [name, target] of chips) {
      const { page, context, dialog, box } = await openSearch();
      expect(await box.getAttribute('placeholder')).toBe('Search Anything');
      expect(await dialog.getByRole('group', { name: 'Suggestions' }).getByRole('button').count()).toBe(4);
      await dialog.getByRole('button', { name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(target);
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await context.close();
    }
  });

  it('shows grouped results with highlights as you type, and opens one by keyboard', async () => {
    const expected = await search('battery');
    expect(expected.pages.length).toBeGreaterThan(1);
    const { page, context, dialog, box, errors } = await openSearch();
    await box.pressSequentially('battery', { delay: 20 });
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    expect(await dialog.getByRole('group', { name: 'Articles and pages' }).isVisible()).toBe(true);
    expect(await options.first().textContent()).toContain(expected.pages[0]?.title);
    expect(await dialog.locator('mark').count()).toBeGreaterThan(0);
    expect((await dialog.locator('mark').first().textContent())?.toLowerCase()).toContain('batter');

    await box.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    await box.press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    await box.press('Enter');
    await expect.poll(() => pathOf(page)).toBe(expected.pages[0]?.url);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves the keys of an input method alone while it composes', async () => {
    const { page, context, dialog, box } = await openSearch();
    await box.pressSequentially('battery', { delay: 20 });
    const options = dialog.getByRole('option');
    await options.first().waitFor();
    // What Chromium sends when Enter or an arrow confirms or moves among a pinyin candidate list.
    const composingKey = (key: string) =>
      box.evaluate((input, pressed) => {
        input.dispatchEvent(new KeyboardEvent('keydown', { key: pressed, isComposing: true, bubbles: true }));
      }, key);
    await composingKey('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeNull();
    await box.press('ArrowDown');
    await composingKey('Enter');
    expect(pathOf(page)).toBe('/');
    expect(await dialog.isVisible()).toBe(true);
    await box.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('opens a device model on the recycle form with the model chosen', async () => {
    const expected = await search('iPhone 12');
    const device = expected.devices[0];
    expect(device).toBeTruthy();
    const { page, context, dialog, box } = await openSearch();
    await box.fill('iPhone 12');
    await box.press('Enter');
    const devices = dialog.getByRole('group', { name: 'Device models' }).getByRole('option');
    await devices.first().waitFor();
    expect(await devices.first().textContent()).toContain(device?.name);
    const all = dialog.getByRole('option');
    const index = (await all.count()) - (await devices.count());
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    expect(await devices.first().getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    const params = new URLSearchParams({
      type: device?.type ?? '',
      brand: device?.brand ?? '',
      name: device?.name ?? '',
    });
    await expect.poll(() => pathOf(page)).toBe(`/recycle/recycle?${params.toString()}`);
    // The recycle form opens with that model already chosen.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Model' }).inputValue(), { timeout: 10_000 })
      .toBe(device?.name);
    expect(await page.getByRole('combobox', { name: 'Brand' }).inputValue()).toBe(device?.brand);
    await context.close();
  });

  it('says so helpfully when nothing matches, and Escape closes it', async () => {
    const { page, context, dialog, box } = await openSearch(VIEWPORTS.phone);
    await box.fill('qqxxzzvv');
    await box.press('Enter');
    await dialog.getByTestId('search-empty').waitFor();
    expect(await dialog.getByTestId('search-empty').textContent()).toContain('Nothing matched');
    expect(await dialog.getByRole('group', { name: 'Suggestions' }).getByRole('button').count()).toBe(4);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await box.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
