import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, VIEWPORTS, waitForHydration } from './support/browser.ts';
import { useSite } from './support/site.ts';

const site = useSite();

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

const main = (page: Page) => page.locator('#main-content');

describe('the home page links', () => {
  it('each link and button goes to its page', async () => {
    const { page, context, errors } = await site.open('/');
    const links: [name: string, target: string][] = [
      ['Start recycling', '/recycle-now'],
      ['See how it works', '/#service-section'],
      ['Recycle now', '/recycle-now'],
      ['Data service', '/data-service'],
      ['Read the recycling guide', '/recycling-guide'],
      ['How to repair', '/recycling-guide#repair'],
      ['How to donate', '/recycling-guide#donate'],
      ['Get a price', '/recycle-now'],
      ['Find a location', '/locations'],
      ['Calculate your impact', '/articleDetail?id=4'],
      ['View more', '/articles'],
    ];
    for (const [name, target] of links) {
      await main(page).getByRole('link', { name, exact: true }).first().click();
      await expect.poll(() => pathOf(page), { message: name }).toBe(target);
      if (target.includes('#') && target !== '/#service-section') {
        const id = target.split('#')[1] as string;
        await expect.poll(() => page.locator(`#${id}`).isVisible(), { message: id }).toBe(true);
      }
      if (!target.startsWith('/#')) await page.goBack();
      await expect.poll(() => pathOf(page)).toMatch(/^\/(#service-section)?$/);
      await page.locator('#service-section').waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows three articles, each opening its page, with responsive images', async () => {
    const { page, context } = await site.open('/');
    const cards = main(page).locator('[data-article-id]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(3);
    const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-article-id')));
    for (const [index, id] of ids.entries()) {
      const card = cards.nth(index);
      const img = card.locator('img');
      expect(await img.getAttribute('alt')).toBeTruthy();
      expect(await img.getAttribute('width')).toBe('960');
      expect(await img.getAttribute('height')).toBe('540');
      expect(await img.getAttribute('loading')).toBe('lazy');
      expect(await card.locator('source[type="image/avif"]').getAttribute('srcset')).toMatch(/\.avif$/);
      expect(await card.locator('source[type="image/webp"]').getAttribute('srcset')).toMatch(
        /-480\.webp 480w, .*-960\.webp 960w, .*-1440\.webp 1440w/,
      );
      expect(await card.locator('source[type="image/webp"]').getAttribute('sizes')).toBeTruthy();
      await card.getByRole('link').click();
      await expect.poll(() => pathOf(page)).toBe(`/articleDetail?id=${id}`);
      await page.goBack();
      await cards.first().waitFor();
    }
    await context.close();
  });

  it('shows the cards and the subscription form when the visitor comes back without having scrolled to them', async () => {
    const { page, context, errors } = await site.open('/');
    // Their code waits to come near (components/ui/lazy-near.ts); the visitor leaves from the top of the page.
    await waitForHydration(page);
    await main(page).getByRole('link', { name: 'Start recycling', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/recycle-now');
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/');
    await main(page).locator('[data-article-id]').first().waitFor();
    expect(await main(page).locator('[data-article-id]').count()).toBe(3);
    await page.locator('#subscribe').getByLabel('First name').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('states the workplace rule exactly, and no locations claim the empty locator cannot make', async () => {
    const { page, context } = await site.open('/');
    expect(await page.getByTestId('workplace-rule').textContent()).toContain(
      'from April 2025 for businesses with more than 10 full-time staff; small businesses exempt until 31 March 2027',
    );
    // The locator is empty here: no count, and never SPEC's claim while it is untrue (locations-honest.e2e.ts).
    expect(await main(page).textContent()).not.toContain('26,600');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('ReCircuit');
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('website');
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(`${site.url}/`);
    await context.close();
  });
});

describe('the location search box', () => {
  it('refuses a malformed postcode and empty input, and searches a good one on /locations', async () => {
    const { page, context } = await site.open('/');
    const box = page.getByLabel('UK address or postcode');
    const submit = page.getByRole('button', { name: 'Find locations' });
    await submit.click();
    await page.getByText('Enter a UK postcode, address or town').waitFor();
    await box.fill('SW1A 1A');
    await submit.click();
    await page.getByText('That does not look like a UK postcode').waitFor();
    expect(pathOf(page)).toBe('/');
    await box.fill('sw1a1aa');
    await box.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe('/locations?q=SW1A%201AA');
    await page.getByRole('heading', { level: 1, name: 'Recycling locations' }).waitFor();
    expect(await page.getByLabel('UK address or postcode').inputValue()).toBe('SW1A 1AA');
    await context.close();
  });

  it('accepts a place name', async () => {
    const { page, context } = await site.open('/');
    await page.getByLabel('UK address or postcode').fill('Manchester');
    await page.getByRole('button', { name: 'Find locations' }).click();
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe('/locations?q=Manchester');
    await page.getByRole('heading', { level: 1, name: 'Recycling locations' }).waitFor();
    await context.close();
  });
});

async function outboxMessages(): Promise<string[]> {
  const dir = join(site.server.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((file) => file.endsWith('.eml')).map((file) => readFile(join(dir, file), 'utf8')));
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a link. */
const unQuote = (eml: string) => eml.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

describe('the subscription form', () => {
  it('names each error, sends the email on success, and the confirm link shows the outcome', async () => {
    const { page, context } = await site.open('/');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) });
    const toast = (text: string) => page.locator('.mantine-Notification-root', { hasText: text });
    expect(await form.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
    expect(await form.getByRole('checkbox', { name: /privacy notice/ }).getAttribute('required')).not.toBeNull();

    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Please fill in all required fields.').waitFor();

    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email' }).fill('ada@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Please enter a valid email address').waitFor();

    const email = `ada.${Date.now()}@example.com`;
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Please accept the privacy notice to subscribe').waitFor();
    expect(await outboxMessages()).toHaveLength(0);

    await form.getByRole('checkbox', { name: /privacy notice/ }).check();
    await form.getByRole('checkbox', { name: /new services/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await toast('Email sent successfully').waitFor();

    let sent: string | undefined;
    await expect.poll(async () => (sent = (await outboxMessages()).find((eml) => eml.includes(email)))).toBeTruthy();
    expect(unQuote(sent as string)).toContain('news about new services and offers');
    const link = unQuote(sent as string).match(
      /https?:\/\/[^\s"<>]+\/proxy\/subscription\/confirm\?token=[^\s"<>&]+/,
    )?.[0];
    expect(link).toBeTruthy();

    await page.goto(link as string);
    await page.getByTestId('subscription-outcome').waitFor();
    expect(await page.getByTestId('subscription-outcome').textContent()).toContain('Your subscription is confirmed');
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('says so when a link is invalid', async () => {
    const { page, context } = await site.open('/proxy/subscription/confirm?token=tampered');
    await page.getByTestId('subscription-outcome').waitFor();
    expect(await page.getByTestId('subscription-outcome').textContent()).toContain('invalid or has expired');
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const path of ['/', '/articles', '/articleDetail?id=4', '/about', '/recycling-guide', '/locations?q=Leeds']) {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      it(`${path} at ${viewport.width} px has no serious or critical axe violations`, async () => {
        const { page, context } = await site.open(path, viewport);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (path.startsWith('/articleDetail')) await page.getByTestId('impact-calculator').waitFor();
        if (path === '/' || path === '/articles') await main(page).locator('[data-article-id]').first().waitFor();
        expect(await seriousAxeViolations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});
