import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DATA_MESSAGES } from '@recircuit/contract';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import {
  logInFromHeader,
  newAccount,
  pathOf,
  registerThroughApi,
  toast,
  type TestAccount,
} from './support/accounts.ts';
import { useSite } from './support/site.ts';
import { apiAs, promoteToStaff } from './support/staff.ts';
import { makeZip } from './support/zip.ts';

const site = useSite();
let owner: TestAccount;
let staff: TestAccount;
const orders: { retrieval?: string; erase?: string; certificate?: string } = {};
const ARCHIVE = makeZip({
  'photos/holiday.txt': 'a day at the sea',
  'contacts.vcf': 'BEGIN:VCARD\nFN:Ada\nEND:VCARD\n',
});

beforeAll(async () => {
  owner = newAccount('data-owner');
  staff = newAccount('data-staff');
  await registerThroughApi(site.url, owner);
  await registerThroughApi(site.url, staff);
  await promoteToStaff(site, staff);
});

async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  await opened.page.setViewportSize(viewport);
  return opened;
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('orderId') ?? '';

/** Pays on the local provider's page (no money moves) and waits for /pay-success to see the provider's event. */
async function payOnProviderPage(page: Page, amount: string) {
  // The express request to start within the 14-day cancellation period (docs/legal.md).
  await page.getByRole('checkbox', { name: /start work on my order/ }).check();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL('**/proxy/pay/local/**');
  await page.getByRole('heading', { name: 'Test payment: no money moves' }).waitFor();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL('**/pay-success?orderId=*');
  await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 30_000 });
  // Paid, the order waits for the device (DOMAIN.md "Data service logistics").
  expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting device');
}

describe('the data service, end to end', () => {
  it('a retrieval: order, pay, staff upload the archive, "Retrieve My Data" downloads it and the log shows it', async () => {
    const { page, context, errors } = await signedIn();
    await page.goto('/');
    await page.locator('#service-section').getByRole('link', { name: /data/i }).click();
    await page.waitForURL('**/data-service');
    await page.getByRole('link', { name: 'Order a retrieval' }).click();
    await page.waitForURL('**/data-service/retrieval');

    await page.getByRole('combobox', { name: 'Device type' }).selectOption('phone');
    await page.getByRole('textbox', { name: 'Device name' }).fill('Pixel 7');
    await page.getByRole('combobox', { name: 'Data type' }).selectOption('photos');
    await page.getByRole('textbox', { name: 'Data size' }).fill('100');
    await page.getByRole('combobox', { name: 'Storage duration' }).selectOption('4');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('£54.98');
    const lines = await page.getByTestId('price-breakdown').locator('li').allTextContents();
    expect(lines).toEqual([
      'Data retrieval, up to 256 GB£49.99',
      'Hosting: 3 months includedIncluded',
      'Extra hosting: 1 × £4.99 a month£4.99',
    ]);

    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    orders.retrieval = orderIdOf(page);
    await page.getByText('Check your order, then pay to start it.').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting payment');
    expect(await page.getByTestId('order-price').textContent()).toBe('£54.98');
    await payOnProviderPage(page, '£54.98');
    await page.getByText('We will retrieve your data').waitFor();

    // Staff complete it through the API: the device arrives, work starts, then the archive.
    const asStaff = await apiAs(site, staff);
    await asStaff.call('POST', `/api/admin/data-orders/${orders.retrieval}/receive`);
    await asStaff.call('POST', `/api/admin/data-orders/${orders.retrieval}/start`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ARCHIVE)], { type: 'application/zip' }), 'pixel-7.zip');
    await asStaff.call('POST', `/api/admin/data-orders/${orders.retrieval}/archive`, form);

    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL('**/mobile-order-detail?orderId=*');
    await page.getByRole('heading', { level: 1, name: /^Order DS-/ }).waitFor();
    // The page may first show what pay-success cached, then the order as it is now.
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Completed');
    expect(await page.getByTestId('hosting-expiry').textContent()).toMatch(
      /^Your archive is kept until \d+ \w+ \d{4}\.$/,
    );
    await page.getByText('Nobody has downloaded this archive yet.').waitFor();
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Completed');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Retrieve My Data' }).click(),
    ]);
    const saved = await download.path();
    expect(Buffer.compare(await readFile(saved), ARCHIVE)).toBe(0);
    await toast(page, DATA_MESSAGES.retrieved).waitFor();
    await expect.poll(() => page.getByTestId('download-log').locator('tbody tr').count()).toBe(1);
    // Where from, and by whom: this one by the owner ("You"), not ReCircuit staff.
    expect(await page.getByTestId('download-log').locator('tbody').textContent()).toMatch(/127\.0\.0\.1\s*You$/);

    // A refusal (the API tests cover when the server gives one) is said in SPEC's words, with the server's reason.
    await page.route('**/api/data-retrieval/order/*/download', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ code: 409, message: DATA_MESSAGES.expired, data: null }),
      }),
    );
    await page.getByRole('button', { name: 'Retrieve My Data' }).click();
    await toast(page, `${DATA_MESSAGES.failedRetrievePrefix}${DATA_MESSAGES.expired}`).waitFor();
    await page.unroute('**/api/data-retrieval/order/*/download');

    // Hosting: 4 months bought, so 2 more can be added, paid like the order; the date moves only once paid.
    const before = await page.getByTestId('hosting-expiry').textContent();
    await page.getByRole('combobox', { name: 'Extra months' }).selectOption('2');
    await page.getByRole('button', { name: 'Extend hosting' }).click();
    await page.waitForURL('**/proxy/pay/local/**');
    await page.getByRole('button', { name: 'Pay £9.98' }).click();
    await page.waitForURL('**/pay-success?orderId=*');
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 30_000 });
    await page.getByText('Your order page shows the new hosting date').waitFor();
    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByText('Hosting is at its longest (6 months in all).').waitFor();
    expect(await page.getByTestId('hosting-expiry').textContent()).not.toBe(before);
    expect(errors.filter((error) => !error.includes('409'))).toEqual([]);
    await context.close();
  });

  it('a certified erasure: order, pay, staff record it, the certificate opens as a PDF and /verify confirms it signed out', async () => {
    const { page, context } = await signedIn();
    await page.goto('/data-service/erase');
    await page.getByRole('combobox', { name: 'Device type' }).selectOption('laptop');
    await page.getByRole('textbox', { name: 'Device name' }).fill('ThinkPad X1');
    await page.getByRole('textbox', { name: 'Serial number (optional)' }).fill('PF-2XK9-7731');
    await page.getByTestId('erase-certified').click();
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('£9.99');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    orders.erase = orderIdOf(page);
    await payOnProviderPage(page, '£9.99');

    const asStaff = await apiAs(site, staff);
    await asStaff.call('POST', `/api/admin/data-orders/${orders.erase}/receive`);
    await asStaff.call('POST', `/api/admin/data-orders/${orders.erase}/start`);
    await asStaff.call('POST', `/api/admin/data-orders/${orders.erase}/erasure`, {
      method: 'Purge',
      tool: 'nwipe',
      toolVersion: '0.35',
      verification: 'Full read-back of every sector',
      result: 'Passed',
      deviceSerial: 'PF-2XK9-7731',
    });

    await page.goto(`/mobile-order-detail?orderId=${orders.erase}`);
    const code = (await page.getByTestId('certificate-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Za-z0-9-]{12,}$/);
    orders.certificate = code;
    expect(await page.getByTestId('order-status').textContent()).toBe('Completed');
    expect(await page.getByRole('link', { name: 'open the verification page' }).getAttribute('href')).toBe(
      `/verify/${code}`,
    );
    const pdfHref = (await page.getByRole('link', { name: 'Certificate (PDF)' }).getAttribute('href')) ?? '';
    const pdf = await context.request.get(pdfHref);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await context.close();

    const visitor = await site.open(`/verify/${code}`);
    await visitor.page.getByTestId('certificate-verdict').waitFor();
    expect(await visitor.page.getByTestId('certificate-verdict').textContent()).toContain('Genuine certificate');
    const text = (await visitor.page.locator('main').textContent()) ?? '';
    expect(text).toContain('ThinkPad X1');
    expect(text).toContain('Purge');
    expect(text).toContain('7731');
    expect(text).not.toContain('PF-2XK9-7731');
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();
  });

  it('My Orders lists both in its data-service tab, each opening its order page', async () => {
    expect(orders.retrieval && orders.erase).toBeTruthy();
    const { page, context } = await signedIn();
    await page.goto('/user/orders');
    await page.getByRole('tab', { name: 'Data service' }).click();
    const items = page.getByTestId('data-order');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Data erasure: ThinkPad X1');
    expect(await items.nth(1).textContent()).toContain('Data retrieval: Pixel 7');
    await items
      .nth(1)
      .getByRole('link', { name: /^Details of order DS-/ })
      .click();
    await expect.poll(() => pathOf(page)).toBe(`/mobile-order-detail?orderId=${orders.retrieval}`);
    await context.close();
  });

  it("the local provider's payment page is clean for axe at 360 and 1280 px, and keeps off the window edges", async () => {
    const api = await apiAs(site, owner);
    const placed = await api.call('POST', '/api/data-retrieval/request-service', {
      serviceType: 'erase',
      deviceType: 'laptop',
      deviceName: 'Surface Laptop 3',
      eraseLevel: 'certified',
      afterCare: 'collect',
    });
    const checkoutUrl = new URL((placed.data as { checkoutUrl: string }).checkoutUrl);
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, context } = await signedIn(viewport);
      await page.goto(checkoutUrl.pathname);
      const heading = page.getByRole('heading', { name: 'Test payment: no money moves' });
      await heading.waitFor();
      expect(await seriousAxeViolations(page), `payment page at ${viewport.width}`).toEqual([]);
      const box = await heading.boundingBox();
      expect(box && box.x >= 16 && viewport.width - box.x - box.width >= 16, `at ${viewport.width}`).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `payment page at ${viewport.width}`).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  it('the order pages are clean for axe at 360 and 1280 px, and keep off the window edges', async () => {
    expect(orders.retrieval && orders.erase && orders.certificate).toBeTruthy();
    const paths = [
      `/data-service/confirmation?orderId=${orders.retrieval}`,
      `/pay-success?orderId=${orders.retrieval}`,
      `/mobile-order-detail?orderId=${orders.retrieval}`,
      `/mobile-order-detail?orderId=${orders.erase}`,
      `/verify/${orders.certificate}`,
      '/user/orders',
    ];
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, context } = await signedIn(viewport);
      for (const path of paths) {
        await page.goto(path);
        const heading = page.locator('main h1').first();
        await heading.waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        const box = await heading.boundingBox();
        expect(box && box.x >= 16 && viewport.width - box.x - box.width >= 16, `${path} at ${viewport.width}`).toBe(
          true,
        );
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${viewport.width}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    }
  });
});
