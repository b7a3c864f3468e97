import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, VIEWPORTS, waitForHydration } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { logInFromHeader, newAccount, pathOf, registerThroughApi, type TestAccount } from './support/accounts.ts';
import { overflowOf } from './support/console.ts';

// Way-finding and the header search (docs/web-app.md, "The page frame").
const site = useSite();
let owner: TestAccount;

beforeAll(async () => {
  owner = newAccount('wayfinder');
  await registerThroughApi(site.url, owner);
});

/** The main tasks the header, the mobile menu and the footer reach, with SPEC.md's three links. */
const TASKS: [string, string][] = [
  ['Recycle now', '/recycle-now'],
  ['Data service', '/data-service'],
  ['Recycling locations', '/locations'],
];
const SPEC_LINKS: [string, string][] = [
  ['Service', '/#service-section'],
  ['Articles', '/articles'],
  ['About us', '/about'],
];

async function linksOf(page: Page, scope: ReturnType<Page['locator']>): Promise<[string, string][]> {
  return scope
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.textContent?.trim() ?? '', link.getAttribute('href') ?? '']))
    .then((pairs) => pairs as [string, string][]);
}

async function signIn(page: Page) {
  await logInFromHeader(page, owner.email, owner.password);
  await page.waitForURL('**/user/info');
}

describe('the header search finds devices', () => {
  it('finds iPhone 12 with its price for "ipone 12", and its link opens the recycle form with the model chosen', async () => {
    const { page, context } = await site.open('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search the site' }).fill('ipone 12');
    const option = dialog.getByRole('option').filter({ hasText: 'iPhone 12' }).first();
    await option.waitFor();
    expect(await option.textContent()).toMatch(/^iPhone 12Apple · Mobile Phone£\d+\.\d{2} if brand new \(\d+ GB\)$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await option.click();
    await page.waitForURL('**/recycle/recycle?**');
    expect(new URL(page.url()).searchParams.get('name')).toBe('iPhone 12');
    // The cascade's first three selects hold the model: type, brand and the model's name.
    const selects = page.locator('#main-content select');
    await expect.poll(() => selects.nth(2).inputValue(), { timeout: 10_000 }).toBe('iPhone 12');
    expect(await selects.nth(0).inputValue()).toBe('Mobile Phone');
    expect(await selects.nth(1).inputValue()).toBe('Apple');
    await context.close();
  });

  it('says plainly when nothing matched', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox', { name: 'Search the site' }).fill('qwxyzzy plonk');
    await expect
      .poll(() => dialog.getByTestId('search-empty').textContent(), { timeout: 10_000 })
      .toContain('Nothing matched “qwxyzzy plonk”');
    expect(await dialog.getByRole('option').count()).toBe(0);
    await context.close();
  });
});

describe('way-finding', () => {
  it("reaches the main tasks and SPEC.md's three links from the header and the footer at 1280 px", async () => {
    const { page, context } = await site.open('/', VIEWPORTS.desktop);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await linksOf(page, nav)).toEqual([...TASKS, ...SPEC_LINKS]);
    expect(await nav.isVisible()).toBe(true);
    expect(await overflowOf(page)).toBe(0);
    const footer = page.getByRole('contentinfo');
    const footerLinks = await linksOf(page, footer);
    for (const link of [...TASKS, ...SPEC_LINKS]) expect(footerLinks).toContainEqual(link);
    expect(footerLinks.map(([name]) => name)).not.toContain('My Orders');
    await nav.getByRole('link', { name: 'Recycling locations' }).click();
    await expect.poll(() => pathOf(page)).toBe('/locations');
    await context.close();
  });

  it('reaches them from the menu at 360 px, and My Orders once signed in', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.desktop);
    await signIn(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await waitForHydration(page);
    expect(await overflowOf(page)).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const menuNav = menu.getByRole('navigation', { name: 'Menu' });
    await menuNav.waitFor();
    expect(await linksOf(page, menuNav)).toEqual([...TASKS, ['My Orders', '/user/orders'], ...SPEC_LINKS]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await menuNav.getByRole('link', { name: 'Data service' }).click();
    await expect.poll(() => pathOf(page)).toBe('/data-service');
    expect(await linksOf(page, page.getByRole('contentinfo'))).toContainEqual(['My Orders', '/user/orders']);
    await context.close();
  });

  it('fits every header link on one line at 1280 px in French, signed in, with My Orders in the account menu', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.desktop);
    await signIn(page);
    await context.addCookies([{ name: 'lang', value: 'fr-FR', url: site.url }]);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation');
    await nav.getByRole('link', { name: 'Points de recyclage' }).waitFor();
    // The account menu (avatar) loads after the page: measure once it is there.
    const account = page.getByRole('banner').getByRole('button', { name: owner.email.split('@')[0] });
    await account.waitFor();
    const heights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
    expect(heights).toHaveLength(6);
    for (const height of heights) expect(height).toBeLessThan(44);
    expect(await overflowOf(page)).toBe(0);
    await page.screenshot({ path: '/tmp/wt27-way/shots/header-fr-signed-in-1280.png' });
    await account.click();
    await page.getByRole('menuitem', { name: 'Mes commandes' }).click();
    await expect.poll(() => pathOf(page)).toBe('/user/orders');
    await context.close();
  });

  it("lists only the account's own pages in the account side menu", async () => {
    const { page, context } = await site.open('/', VIEWPORTS.desktop);
    await signIn(page);
    const side = page.locator('#main-content').getByRole('navigation', { name: 'Account' });
    await side.waitFor();
    expect((await linksOf(page, side)).map(([, href]) => href)).toEqual([
      '/user/info',
      '/user/orders',
      '/user/contact',
      '/user/privacy',
    ]);
    await context.close();
  });
});

describe('an order page opened from My Orders', () => {
  it('keeps the header and footer and leads back to My Orders; opened from its QR code it stands alone', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signIn(page);
    await page.setViewportSize(VIEWPORTS.phone);
    const saved = await page.evaluate(async () => {
      const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      const response = await fetch('/proxy/api/device-recycle/save-device', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({
          classification: 'rare',
          partnerId: 'heritage-handsets-demo',
          type: 'Phone',
          brand: 'Nokia',
          name: '8110',
          grade: 'B',
          description: 'The banana phone, boxed',
        }),
      });
      return ((await response.json()) as { data: { deviceId: string } }).data;
    });
    await page.goto('/user/orders');
    await page
      .getByTestId('orders-list')
      .getByRole('link', { name: /Details of order/ })
      .first()
      .click();
    await page.waitForURL('**/device-info?**');
    await page.getByTestId('order-fields').waitFor();
    expect(new URL(page.url()).searchParams.get('deviceId')).toBe(saved.deviceId);
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await overflowOf(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to My Orders' }).click();
    await expect.poll(() => pathOf(page)).toBe('/user/orders');

    // The counter's scan of the QR code (its token `t`): the page alone, no way into the owner's account.
    await page.goto(
      `${new URL(page.url()).origin}/device-info?${new URLSearchParams({ userId: 'u1', deviceId: saved.deviceId, t: 'scan' })}`,
    );
    await page.locator('#main-content').waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Back to My Orders' }).count()).toBe(0);

    // A data order's page has the same way back.
    await page.goto('/mobile-order-detail?orderId=no-such-order');
    await page.getByRole('link', { name: 'Back to My Orders' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    await context.close();
  });
});
