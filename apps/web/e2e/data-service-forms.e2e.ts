import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUE_MESSAGES, DATA_MESSAGES } from '@recircuit/contract';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import {
  logInFromHeader,
  loginDialog,
  newAccount,
  registerThroughApi,
  submitLogin,
  toast,
  type TestAccount,
} from './support/accounts.ts';
import { useSite } from './support/site.ts';

const site = useSite();
let owner: TestAccount;

beforeAll(async () => {
  owner = newAccount('data-forms');
  await registerThroughApi(site.url, owner);
});

async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  await opened.page.setViewportSize(viewport);
  return opened;
}

async function fillRetrieval(page: Page, size = '20') {
  await page.getByRole('combobox', { name: 'Device type' }).selectOption('tablet');
  await page.getByRole('textbox', { name: 'Device name' }).fill('iPad Air');
  await page.getByRole('combobox', { name: 'Data type' }).selectOption('all');
  await page.getByRole('textbox', { name: 'Data size' }).fill(size);
}

function countOrders(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/data-retrieval/request-service')) sent += 1;
  });
  return () => sent;
}

describe('ordering', () => {
  it('signed out, Place order asks to log in and places the order once signed in', async () => {
    const { page, context } = await site.open('/data-service/retrieval');
    const sent = countOrders(page);
    await fillRetrieval(page);
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('£29.99');
    await page.getByRole('button', { name: 'Place order' }).click();
    await toast(page, CATALOGUE_MESSAGES.loginToContinue).waitFor();
    await loginDialog(page).waitFor();
    expect(sent()).toBe(0);
    await submitLogin(page, owner.email, owner.password);
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    await page.getByText('Check your order, then pay to start it.').waitFor();
    expect(await page.getByTestId('order-price').textContent()).toBe('£29.99');
    expect(sent()).toBe(1);
    await context.close();
  });

  it('a double click makes one order', async () => {
    const { page, context } = await signedIn();
    await page.goto('/data-service/retrieval');
    const sent = countOrders(page);
    await fillRetrieval(page, '300');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('£79.99');
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    await page.getByTestId('order-price').waitFor();
    expect(sent()).toBe(1);
    await context.close();
  });

  it('refuses more than 2048 GB at the field, and sends nothing', async () => {
    const { page, context } = await signedIn();
    await page.goto('/data-service/retrieval');
    const sent = countOrders(page);
    await fillRetrieval(page, '3000');
    const size = page.getByRole('textbox', { name: 'Data size' });
    await page.getByText(DATA_MESSAGES.dataTooLarge).waitFor();
    expect(await size.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('price-total').textContent()).toBe('—');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForTimeout(300);
    expect(sent()).toBe(0);
    await context.close();
  });

  it('a standard erasure is free and waits for the device at once', async () => {
    const { page, context } = await signedIn();
    await page.goto('/data-service/erase');
    await page.getByRole('combobox', { name: 'Device type' }).selectOption('phone');
    await page.getByRole('textbox', { name: 'Device name' }).fill('Galaxy S9');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('Free');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    await page.getByText('Free order: waiting for your device').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting device');
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL('**/mobile-order-detail?orderId=*');
    await page.getByRole('heading', { level: 1, name: /^Order DS-/ }).waitFor();
    await context.close();
  });

  it('an unpaid order can be cancelled after a confirmation', async () => {
    const { page, context } = await signedIn();
    await page.goto('/data-service/retrieval');
    await fillRetrieval(page, '10');
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe('£29.99');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/data-service/confirmation?orderId=*');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Keep my order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('order-status').textContent()).toBe('Awaiting payment');
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await toast(page, DATA_MESSAGES.orderCancelled).waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    await page.getByText('This order was cancelled, and nothing was charged.').waitFor();
    await context.close();
  });

  it('the Secure link form always answers "Email sent successfully"', async () => {
    const { page, context } = await site.open('/data-service');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.org');
    await page.getByRole('textbox', { name: 'Order number' }).fill('DS-NOTMINE1');
    await page.getByRole('button', { name: 'Send link' }).click();
    await toast(page, DATA_MESSAGES.emailSent).waitFor();
    await context.close();
  });
});

describe('the order page says what is wrong', () => {
  it('without an orderId, for an unknown one, and signed out', async () => {
    const { page, context } = await signedIn();
    await page.goto('/mobile-order-detail');
    await page.locator('#main-content').getByRole('alert').filter({ hasText: DATA_MESSAGES.orderIdMissing }).waitFor();
    await page.goto('/mobile-order-detail?orderId=no-such-order');
    await page
      .locator('#main-content')
      .getByRole('alert')
      .filter({ hasText: DATA_MESSAGES.orderDataNotFound })
      .waitFor();
    await context.close();

    const visitor = await site.open('/mobile-order-detail?orderId=whatever');
    await loginDialog(visitor.page).waitFor();
    await visitor.context.close();
  });
});

describe('accessibility and layout', () => {
  const publicPaths = ['/data-service', '/data-service/retrieval', '/data-service/erase', '/verify'];
  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`the public data-service pages are clean for axe at ${viewport.width} px`, async () => {
      const { page, context } = await site.page(viewport);
      for (const path of publicPaths) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${viewport.width}`).toBeLessThanOrEqual(0);
      }
      await context.close();
    });
  }
});
