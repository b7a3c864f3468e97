import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { logInFromHeader, newAccount, registerThroughApi, toast, type TestAccount } from './support/accounts.ts';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { goToSection, openConsoleAs } from './support/console.ts';
import { useSite } from './support/site.ts';
import { apiAs, promoteToStaff } from './support/staff.ts';
import { makeZip } from './support/zip.ts';

/**
 * The data order's physical loop (DOMAIN.md "Data service logistics"): where the device goes,
 * its postage label, staff receiving it in the console by the order number, and how it comes
 * back: posted with a tracking reference, or recycled through a recycle order.
 */
const site = useSite();
let owner: TestAccount;
let staff: TestAccount;
const ARCHIVE = makeZip({ 'photos/beach.txt': 'the sea at dawn' });

beforeAll(async () => {
  owner = newAccount('logistics-owner');
  staff = newAccount('logistics-staff');
  await registerThroughApi(site.url, owner);
  await registerThroughApi(site.url, staff);
  await promoteToStaff(site, staff);
});

async function signedIn() {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  return opened;
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get('orderId') ?? '';
const statusOf = (page: Page) => page.getByTestId('admin-order-status').textContent();

/** Finds the order in the console's data queue by its number, as a scanner or a person types it. */
async function openInConsole(page: Page, orderNumber: string) {
  await goToSection(page, 'Data orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => page.getByTestId('queue-row').count()).toBe(1);
  await page.getByRole('link', { name: orderNumber, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }).waitFor();
}

async function expectHub(page: Page) {
  const panel = page.getByTestId('hub-panel');
  await panel.waitFor();
  expect(await page.getByTestId('hub-address').textContent()).toBe(
    'ReCircuit Data Hub (demo)Unit 7, Boar Lane CourtyardLeedsLS1 4DY',
  );
  expect(await page.getByTestId('hub-hours').textContent()).toBe(
    'Monday to Friday 9:00–17:30; Saturday 10:00–14:00; closed Sunday',
  );
}

describe('the data order’s device, to the hub and back', () => {
  it('a retrieval: pay → hub and label → staff receive → archive → download → posted back with a tracking reference', async () => {
    const { page, context, errors } = await signedIn();
    await page.goto('/data-service/retrieval');
    await page.getByRole('combobox', { name: 'Device type' }).selectOption('phone');
    await page.getByRole('textbox', { name: 'Device name' }).fill('Pixel 6a');
    await page.getByRole('combobox', { name: 'Data type' }).selectOption('photos');
    await page.getByRole('textbox', { name: 'Data size' }).fill('20');
    await page.getByTestId('after-care-return').click();
    // The address is asked for a return, and checked as the server checks it.
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('12 Acacia Avenue');
    await page.getByRole('textbox', { name: 'Town or city' }).fill('Leeds');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('LS99 ZZZ');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByText('Please enter a valid UK postcode for the return address').first().waitFor();
    await page.getByRole('textbox', { name: 'Postcode' }).fill('ls1 4dy');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    const orderId = orderIdOf(page);

    await page.getByRole('checkbox', { name: /start work on my order/ }).check();
    await page.getByRole('button', { name: 'Pay £29.99' }).click();
    await page.waitForURL('**/proxy/pay/local/**');
    await page.getByRole('button', { name: 'Pay £29.99' }).click();
    await page.waitForURL('**/pay-success?orderId=*');
    await page.getByRole('heading', { level: 1, name: 'Payment received' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting device');
    await expectHub(page);
    const labelHref = await page.getByTestId('label-link').getAttribute('href');
    expect(labelHref).toBe(`/proxy/api/data-retrieval/order/${orderId}/label.pdf`);
    // The label is a PDF the signed-in owner can print.
    const label = await page.request.get(labelHref as string);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect(label.headers()['cache-control']).toBe('private, no-store');

    await page.goto(`/mobile-order-detail?orderId=${orderId}`);
    await page.getByRole('heading', { level: 1, name: /^Order DS-/ }).waitFor();
    const orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '');
    await expectHub(page);
    await page.getByTestId('label-link').waitFor();
    // The label above the address, no colon between them (French would space one).
    expect(await page.getByTestId('after-care-panel').textContent()).toContain(
      'Post back to12 Acacia Avenue, Leeds, LS1 4DY',
    );

    // Staff find the order by its number (what the label's QR and text carry) and receive it.
    const consoleView = await openConsoleAs(site, staff);
    await openInConsole(consoleView.page, orderNumber);
    expect(await statusOf(consoleView.page)).toBe('Awaiting device');
    await consoleView.page.getByRole('button', { name: 'Device received' }).click();
    await toast(consoleView.page, 'Device recorded as received').waitFor();
    await expect.poll(() => statusOf(consoleView.page)).toBe('Processing');

    const asStaff = await apiAs(site, staff);
    await asStaff.call('POST', `/api/admin/data-orders/${orderId}/start`);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ARCHIVE)], { type: 'application/zip' }), 'pixel-6a.zip');
    await asStaff.call('POST', `/api/admin/data-orders/${orderId}/archive`, form);

    await page.reload();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Completed');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Retrieve My Data' }).click(),
    ]);
    expect(Buffer.compare(await readFile(await download.path()), ARCHIVE)).toBe(0);
    expect(await page.getByTestId('after-care-status').textContent()).toBe('We do this once your order is completed.');

    // Staff post the device back: the tracking reference is required.
    await consoleView.page.reload();
    await consoleView.page.getByTestId('return-address').waitFor();
    expect(await consoleView.page.getByTestId('next-action').textContent()).toBe('Record dispatch');
    await consoleView.page.getByTestId('next-action').click();
    await consoleView.page
      .getByText(/Please enter the tracking reference/)
      .first()
      .waitFor();
    expect(await consoleView.page.getByRole('dialog').count()).toBe(0);
    await consoleView.page.getByTestId('tracking-reference').fill('AB 1234 5678 9GB');
    await consoleView.page.getByTestId('next-action').click();
    await consoleView.page.getByRole('dialog').getByRole('button', { name: 'Record dispatch' }).click();
    await toast(consoleView.page, 'Dispatch recorded: the owner is emailed').waitFor();
    expect(consoleView.errors).toEqual([]);
    await consoleView.context.close();

    await page.reload();
    await expect
      .poll(() => page.getByTestId('after-care-status').textContent())
      .toMatch(/^Posted back on \d+ \w+ \d{4}\. Tracking reference: AB 1234 5678 9GB$/);
    const steps = await page.getByTestId('order-timeline').textContent();
    expect(steps).toContain('Device received at the hub');
    expect(steps).toContain('Device posted back');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a free erasure with recycling afterwards: the hub at once, staff receive, erase, and a recycle order opens', async () => {
    const { page, context, errors } = await signedIn();
    await page.goto('/data-service/erase');
    await page.getByRole('combobox', { name: 'Device type' }).selectOption('laptop');
    await page.getByRole('textbox', { name: 'Device name' }).fill('Chromebook 14');
    await page.getByTestId('after-care-recycle').click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    const orderId = orderIdOf(page);
    await page.getByText('Free order: waiting for your device').waitFor();
    await expectHub(page);

    await page.goto(`/mobile-order-detail?orderId=${orderId}`);
    await page.getByRole('heading', { level: 1, name: /^Order DS-/ }).waitFor();
    const orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').replace('Order ', '');
    expect(await page.getByTestId('after-care-panel').textContent()).toContain('Recycle it');

    const consoleView = await openConsoleAs(site, staff);
    await openInConsole(consoleView.page, orderNumber);
    await consoleView.page.getByRole('button', { name: 'Device received' }).click();
    await expect.poll(() => statusOf(consoleView.page)).toBe('Processing');
    const asStaff = await apiAs(site, staff);
    await asStaff.call('POST', `/api/admin/data-orders/${orderId}/erasure`, {
      method: 'Clear',
      tool: 'nwipe',
      verification: 'Full read-back of every sector',
      result: 'Passed',
    });
    await consoleView.page.reload();
    await expect.poll(() => statusOf(consoleView.page)).toBe('Completed');
    expect(await consoleView.page.getByTestId('next-action').textContent()).toBe('Send to recycling');
    await consoleView.page.getByTestId('next-action').click();
    await consoleView.page.getByRole('dialog').getByRole('button', { name: 'Send to recycling' }).click();
    await toast(consoleView.page, 'Recycle order opened: the owner is emailed').waitFor();
    const recycleNumber = (await consoleView.page.getByTestId('recycle-order-number').textContent()) ?? '';
    expect(recycleNumber).toMatch(/\S/);
    expect(consoleView.errors).toEqual([]);
    await consoleView.context.close();

    await page.reload();
    await expect
      .poll(() => page.getByTestId('after-care-status').textContent())
      .toContain(`recycle order ${recycleNumber}`);
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Device passed on for recycling');
    // The recycle order is the owner's, in My Orders.
    const mine = await apiAs(site, owner);
    const me = (await mine.call('GET', '/deviceOwner/test-cookie')).data as { userId: string };
    const list = (await mine.call('GET', `/api/recycle-orders/by-device-owner/${me.userId}`)).data as {
      orderNumber: string;
      classification: string;
    }[];
    expect(list).toContainEqual(expect.objectContaining({ orderNumber: recycleNumber, classification: 'recycle' }));
    expect(errors).toEqual([]);
    await context.close();
  });

  const CHANGE_CHOICE = { 'en-GB': 'Change this choice', 'de-DE': 'Auswahl ändern' };

  it('the order page waiting for its device reads well at 360 and 1280 px in en-GB and de-DE, clean for axe', async () => {
    const mine = await apiAs(site, owner);
    const placed = (
      await mine.call('POST', '/api/data-retrieval/request-service', {
        serviceType: 'erase',
        deviceType: 'phone',
        deviceName: 'iPhone 11',
        eraseLevel: 'standard',
        afterCare: 'return',
        returnAddress: { line1: '4 Harbour Row', town: 'Bristol', postcode: 'BS1 4DJ' },
      })
    ).data as { orderId: string };
    const { page, context, errors } = await signedIn();
    for (const language of ['en-GB', 'de-DE'] as const) {
      await context.addCookies([{ name: 'lang', value: language, url: site.url }]);
      for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
        await page.setViewportSize(viewport);
        await page.goto(`/mobile-order-detail?orderId=${placed.orderId}`);
        await page.getByTestId('hub-panel').waitFor();
        await page.getByTestId('after-care-panel').waitFor();
        if (language === 'de-DE') {
          expect(await page.getByTestId('hub-hours').textContent()).toContain('Montag bis Freitag');
        }
        const where = `${language} at ${viewport.width}`;
        expect(await seriousAxeViolations(page), where).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, where).toBeLessThanOrEqual(0);
        if (process.env.SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/order-awaiting-device-${language}-${viewport.width}.png`,
            fullPage: true,
          });
        }
        // The owner may still change what happens to the device afterwards: the form in place.
        await page.getByRole('button', { name: CHANGE_CHOICE[language] }).click();
        await page.getByTestId('after-care-change').waitFor();
        expect(await seriousAxeViolations(page), `${where}, changing`).toEqual([]);
        if (process.env.SCREENSHOT_DIR) {
          await page.screenshot({
            path: `${process.env.SCREENSHOT_DIR}/order-after-care-change-${language}-${viewport.width}.png`,
            fullPage: true,
          });
        }
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
