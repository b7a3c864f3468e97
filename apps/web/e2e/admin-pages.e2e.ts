import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import {
  confirmEmailFromOutbox,
  loginDialog,
  newAccount,
  registerThroughApi,
  submitLogin,
  toast,
  type TestAccount,
} from './support/accounts.ts';
import { bearerApi, goToSection, openConsoleAs, overflowOf, submitUnknownDevice } from './support/console.ts';
import { useSite } from './support/site.ts';
import { promoteToStaff } from './support/staff.ts';

// Who may open the console, and every console page checked with axe and for its width.
const site = useSite();
let owner: TestAccount;
let admin: TestAccount;
const orders: { device?: string; unknown?: string; data?: string } = {};
let modelId = '';

beforeAll(async () => {
  owner = newAccount('pages-owner');
  admin = newAccount('pages-admin');
  await registerThroughApi(site.url, owner);
  await registerThroughApi(site.url, admin);
  await promoteToStaff(site, admin);
  const api = await bearerApi(site, owner);
  const device = await api.call<{ orderId: string }>(
    'POST',
    '/api/device-recycle/save-device',
    {
      classification: 'recycle',
      partnerId: 'circuit-reclaim-demo',
      type: 'Mobile Phone',
      brand: 'Apple',
      name: 'iPhone 14',
      color: 'Blue',
      storage: 256,
      grade: 'C',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  orders.device = device.body.data.orderId;
  orders.unknown = (await submitUnknownDevice(site, owner, 'A grey games console with one controller')).orderId;
  const data = await api.call<{ orderId: string }>(
    'POST',
    '/api/data-retrieval/request-service',
    {
      serviceType: 'erase',
      deviceType: 'drive',
      deviceName: 'Samsung T7',
      eraseLevel: 'standard',
      afterCare: 'collect',
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  orders.data = data.body.data.orderId;
  const models = await (
    await bearerApi(site, admin)
  ).call<{ items: { id: string }[] }>('GET', '/api/admin/catalogue/models?q=iPhone%2014');
  modelId = models.body.data.items[0]?.id ?? '';
});

describe('who may open the console', () => {
  it('a signed-out visitor gets the login dialog, and closing it leaves a sign-in panel, not the console', async () => {
    const { page, context, errors } = await site.open('/admin');
    await loginDialog(page).waitFor();
    await loginDialog(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sign in' }).last().waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Overview' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an owner sees "Not allowed", no console menu and no console link in the user menu; the API refuses too', async () => {
    const { page, context } = await site.open('/admin');
    await submitLogin(page, owner.email, owner.password);
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    expect(await page.getByTestId('not-allowed').textContent()).toContain('ask an admin');
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The pages behind it are not there either, and nothing of the orders was asked for.
    await page.goto('/admin/orders/device');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    const refused = await page.evaluate(async () => (await fetch('/proxy/api/admin/overview')).status);
    expect(refused).toBe(403);

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: owner.email.split('@')[0] })
      .click();
    await page.getByRole('menuitem', { name: 'My Account' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Operations console' }).count()).toBe(0);
    await context.close();
  });

  it('a staff member (not admin) is told no on the Users page', async () => {
    const colleague = newAccount('pages-staff');
    await registerThroughApi(site.url, colleague);
    await confirmEmailFromOutbox(site.url, site.server.dataDir, colleague);
    const asAdmin = await bearerApi(site, admin);
    const found = await asAdmin.call<{ items: { id: string }[] }>(
      'GET',
      `/api/admin/users?q=${encodeURIComponent(colleague.email)}`,
    );
    await asAdmin.call('PUT', `/api/admin/users/${found.body.data.items[0]?.id}/role`, { role: 'staff' });
    const { page, context } = await openConsoleAs(site, colleague);
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Not allowed' }).waitFor();
    await context.close();
  });
});

describe('working by keyboard', () => {
  it('sorts a table from its header and reaches the next step with Tab and Enter', async () => {
    const { page, context } = await openConsoleAs(site, admin);
    await goToSection(page, 'Device orders');
    const header = page.getByRole('columnheader', { name: /Price/ });
    expect(await header.getAttribute('aria-sort')).toBe('none');
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.keyboard.press('Enter');
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    expect(new URL(page.url()).search).toContain('sort=price');

    await page.goto(`/admin/orders/device/${orders.device}`);
    // A Submitted order's next step is the hand-in at the counter, with the grade found.
    await page.getByTestId('hand-in-submit').waitFor();
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'hand-in-submit');
    }
    expect(reached).toBe(true);
    // The focus ring shows where the keyboard is.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await toast(page, 'Hand-in recorded and the owner emailed').waitFor();
    await expect.poll(() => page.getByTestId('admin-order-status').textContent()).toBe('Handed in');
    await context.close();
  });
});

describe('the catalogue', () => {
  it('drafts a model (invisible to the public), then publishes it (public within seconds)', async () => {
    const brand = `Fairphone${Date.now().toString(36)}`;
    const publicBrands = async () =>
      (
        (await (await fetch(`${site.url}/proxy/api/device-recycle/getbrands?type=Mobile%20Phone`)).json()) as {
          data: string[];
        }
      ).data;
    const { page, context, errors } = await openConsoleAs(site, admin);
    await goToSection(page, 'Catalogue');
    await page.getByRole('link', { name: 'New model' }).click();
    await page.getByRole('heading', { level: 1, name: 'Draft a new model' }).waitFor();

    // Refused before sending: the contract's words at the fields.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Please enter the brand (at most 100 characters)').waitFor();

    await page
      .getByRole('combobox', { name: 'Type' })
      .or(page.getByRole('textbox', { name: 'Type' }))
      .first()
      .fill('Mobile Phone');
    await page.getByRole('textbox', { name: 'Brand' }).fill(brand);
    await page.getByRole('textbox', { name: 'Model' }).fill('5');
    await page.getByRole('textbox', { name: 'Release year' }).fill('2023');
    await page.getByRole('textbox', { name: 'Launch price' }).fill('649');
    const colours = page.getByRole('combobox', { name: 'Colours' });
    await colours.fill('Matte Black');
    await colours.press('Enter');
    const storages = page.getByRole('combobox', { name: 'Storage options (GB)' });
    await storages.fill('256');
    await storages.press('Enter');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await toast(page, 'Model saved as a draft').waitFor();
    await page.getByRole('heading', { level: 1, name: `${brand} 5` }).waitFor();
    expect(await page.getByTestId('model-status').textContent()).toBe('Draft');
    expect(await publicBrands()).not.toContain(brand);

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Publish' }).getByRole('button', { name: 'Publish' }).click();
    await expect.poll(() => page.getByTestId('model-status').textContent()).toBe('Published');
    await expect.poll(publicBrands, { timeout: 10_000 }).toContain(brand);

    // Reclassified and retired: the list shows it.
    await page.getByRole('combobox', { name: 'Classification' }).selectOption('current');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Model saved').first().waitFor();
    await goToSection(page, 'Catalogue');
    await page.getByRole('searchbox', { name: 'Search' }).fill(brand);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('model-row').count()).toBe(1);
    expect(await page.getByTestId('model-row').textContent()).toContain('Current');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Every console page, once there is something on it. */
const consolePages = () => [
  '/admin',
  '/admin/orders/device',
  '/admin/orders/unknown',
  '/admin/orders/data',
  `/admin/orders/device/${orders.device}`,
  `/admin/orders/unknown/${orders.unknown}`,
  `/admin/orders/data/${orders.data}`,
  '/admin/catalogue',
  '/admin/catalogue/new',
  `/admin/catalogue/${modelId}`,
  '/admin/partners',
  '/admin/partners/new',
  '/admin/partners/swapshop-demo',
  '/admin/users',
  '/admin/audit',
  '/admin/reports',
];

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('every console page', () => {
  it.each([VIEWPORTS.desktop, VIEWPORTS.tablet, VIEWPORTS.phone])(
    'fits the window at $width px, clean for axe at 1280 and 768 px',
    async (viewport) => {
      expect(orders.device && orders.unknown && orders.data && modelId).toBeTruthy();
      const { page, context, errors } = await openConsoleAs(site, admin, viewport);
      for (const path of consolePages()) {
        await settle(page, path);
        if (viewport !== VIEWPORTS.phone) {
          expect(await seriousAxeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        }
        expect(await overflowOf(page), `${path} at ${viewport.width}`).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('keeps its dialogs clean for axe: a confirmation and the model editor opened from identify', async () => {
    const { page, context } = await openConsoleAs(site, admin);
    await settle(page, `/admin/orders/device/${orders.device}`);
    const next = page.getByTestId('next-action');
    // Step on (unconfirmed steps) until the step that asks first.
    while (!/Wiped|Completed/.test((await next.textContent()) ?? '')) {
      const label = await next.textContent();
      await next.click();
      await expect.poll(() => next.textContent()).not.toBe(label);
    }
    await next.click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page), 'confirmation').toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await settle(page, `/admin/orders/unknown/${orders.unknown}`);
    if ((await page.getByTestId('next-action').textContent()) === 'Start review') {
      await page.getByTestId('next-action').click();
    }
    await page.getByRole('button', { name: 'Draft a new model' }).click();
    await page.getByRole('dialog', { name: 'Draft a new model' }).waitFor();
    expect(await seriousAxeViolations(page), 'draft dialog').toEqual([]);
    await context.close();
  });

  it('the menu sits behind a button at 768 px, out of reach of Tab until opened, and opens by keyboard', async () => {
    const { page, context } = await openConsoleAs(site, admin, VIEWPORTS.tablet);
    const link = page.getByRole('link', { name: 'Audit log' });
    expect(await link.count()).toBe(0);
    expect(await page.locator('#console-nav').getAttribute('inert')).not.toBeNull();
    const toggle = page.getByRole('button', { name: 'Show or hide the console menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await link.click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await expect.poll(() => link.count()).toBe(0);

    // Wide enough, the menu is always there.
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect.poll(() => link.count()).toBe(1);
    expect(await page.locator('#console-nav').getAttribute('inert')).toBeNull();
    await context.close();
  });
});
