import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';

const site = useSite();

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
}

describe('the home page', () => {
  it('renders the brand, the service section and no console or CSP errors', async () => {
    const { page, errors, context } = await site.open('/');
    expect(await page.title()).toContain('ReCircuit');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await expect.poll(() => page.locator('#service-section').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('breaks no Content-Security-Policy rule while the page loads and a form is checked (no eval)', async () => {
    const { page, context } = await site.page();
    const cdp = await context.newCDPSession(page);
    const issues: string[] = [];
    cdp.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue') issues.push(JSON.stringify(issue.details));
    });
    await cdp.send('Audits.enable');
    await page.goto('/');
    await page.locator('#main-content').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const register = page.getByRole('dialog');
    await register.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await register.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await register.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    await register.locator('[aria-invalid="true"]').first().waitFor();
    await page.waitForTimeout(500);
    expect(issues).toEqual([]);
    await context.close();
  });

  it('links the service section to /recycle-now and /data-service', async () => {
    const { page, context } = await site.open('/');
    const section = page.locator('#service-section');
    await section.getByRole('link', { name: 'Recycle now' }).click();
    await page.waitForURL('**/recycle-now');
    await page.goBack();
    await page.locator('#service-section').getByRole('link', { name: 'Data service' }).click();
    await page.waitForURL('**/data-service');
    await context.close();
  });
});

describe('the header', () => {
  it.each([
    ['Articles', '/articles'],
    ['About us', '/about'],
    ['Service', '/#service-section'],
  ])('"%s" goes to %s', async (name, target) => {
    const { page, context } = await site.open('/recycling-guide');
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect.poll(() => pathOf(page)).toBe(target);
    if (target.includes('#')) {
      await expect.poll(() => page.locator('#service-section').isVisible()).toBe(true);
    }
    await context.close();
  });

  it('the logo goes home', async () => {
    const { page, context } = await site.open('/about');
    await page.getByRole('banner').getByRole('link', { name: 'ReCircuit home' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('has labelled language, search and sign-in buttons', async () => {
    const { page, context } = await site.open('/');
    const banner = page.getByRole('banner');
    for (const name of ['Choose country and language', 'Search', 'Sign in']) {
      expect(await banner.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await context.close();
  });
});

describe('the footer', () => {
  it.each([
    ['Articles', '/articles'],
    ['About us', '/about'],
    ['Service', '/#service-section'],
  ])('"%s" goes to %s', async (name, target) => {
    const { page, context } = await site.open('/locations');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe(target);
    await context.close();
  });

  it('shows the team heading and the contact details from the server configuration', async () => {
    const { page, context } = await site.open('/');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByText('hello@recircuit.example').isVisible()).toBe(true);
    expect(await footer.getByText('020 7946 0321').isVisible()).toBe(true);
    expect(await footer.getByRole('heading').count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('the mobile menu at 360 px', () => {
  it('opens from the hamburger with the links and account buttons, and navigates', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    for (const name of ['Service', 'Articles', 'About us']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await menu.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'Create Account' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'Articles', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/articles');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('has no horizontal scrolling', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe('routes', () => {
  const routes = [
    '/articles',
    '/articleDetail?id=1',
    '/about',
    '/recycling-guide',
    '/locations',
    '/recycle-now',
    '/recycle/recycle',
    '/recycle/result',
    '/recycle/unknown',
    '/recycle/rare',
    '/recycle/confirm',
    '/recycle/unknown-confirm',
    '/recycle/unknown-result',
    '/recycle/current',
    '/recycle/current-confirm',
    '/recycle/current-result',
    '/recycle/rare-confirm',
    '/recycle/rare-result',
    '/user/info',
    '/user/orders',
    '/user/contact',
    '/user/privacy',
    '/mobile-order-detail?orderId=1',
    '/data-service',
    '/data-service/erase',
    '/data-service/retrieval',
    '/data-service/confirmation',
    '/pay-success',
    '/verify',
  ];

  it('registers every route with a titled, non-blank page (deep links load directly)', async () => {
    const { page, errors, context } = await site.page();
    for (const route of routes) {
      await page.goto(route);
      const heading = page.locator('#main-content').getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.innerText(), route).not.toBe('');
      expect(await page.getByRole('heading', { name: 'Page not found' }).count(), route).toBe(0);
      expect(await page.title(), route).toContain('ReCircuit');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a real not-found page for an unknown path, with a way home', async () => {
    const { page, context } = await site.open('/this/does/not/exist');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.locator('#main-content').getByRole('link', { name: /home/i }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await context.close();
  });

  it('shows /device-info opened from its QR code (t) without header and footer', async () => {
    const { page, context } = await site.open('/device-info?userId=u1&deviceId=d1&t=scan');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await context.close();
  });

  it('navigates between pages without a full reload', async () => {
    const { page, context } = await site.open('/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('banner').getByRole('link', { name: 'About us' }).click();
    await expect.poll(() => pathOf(page)).toBe('/about');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['/', VIEWPORTS.desktop],
    ['/', VIEWPORTS.phone],
    ['/about', VIEWPORTS.tablet],
    ['/no-such-page', VIEWPORTS.desktop],
    ['/device-info?userId=u1&deviceId=d1&t=scan', VIEWPORTS.phone],
  ])('axe finds no serious or critical violations on %s at %o', async (path, viewport) => {
    const { page, context } = await site.open(path, viewport);
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('axe is clean with the mobile menu open', async () => {
    const { page, context } = await site.open('/', VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('starts with a skip link to the main content, reachable by keyboard', async () => {
    const { page, context } = await site.open('/');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toBe('#main-content');
    await context.close();
  });
});
