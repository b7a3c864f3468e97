import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BY_POST_MESSAGES, formatPounds } from '@recircuit/contract';
import { emailsTo, outboxEmails, subjectOf } from '../../server/test/helpers/outbox.ts';
import { pdfText } from '../../server/test/helpers/pdf-text.ts';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { logInFromHeader, newAccount, registerThroughApi, type TestAccount } from './support/accounts.ts';
import { answerCondition } from './support/condition.ts';
import { openConsoleAs } from './support/console.ts';
import { useSite } from './support/site.ts';
import { apiAs, promoteToStaff } from './support/staff.ts';

// Hand-in by post (docs/product.md, "Hand-in by post"): a device sent to the hub with a printable
// label, received and inspected by staff, and paid by bank transfer into details that are deleted once paid.

const site = useSite();
let owner: TestAccount;
let staff: TestAccount;

beforeAll(async () => {
  owner = newAccount('by-post');
  staff = newAccount('by-post-staff');
  await registerThroughApi(site.url, owner);
  await registerThroughApi(site.url, staff);
  await promoteToStaff(site, staff);
});

async function choose(page: Page, label: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect.poll(() => select.locator('option:not([disabled])').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await select.selectOption((await select.locator('option:not([disabled])').first().getAttribute('value')) as string);
}

async function emailTo(subjectPart: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(site.server.dataDir), owner.email.toLowerCase()).find((eml) =>
      subjectOf(eml).includes(subjectPart),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email "${subjectPart}"`);
}

/** The owner's order page, from My Orders in a browser of its own. */
async function ownerOrderPage(orderNumber: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  await opened.page.setViewportSize(viewport);
  await opened.page.goto('/user/orders');
  await opened.page.getByTestId('orders-list').locator('li', { hasText: orderNumber }).getByRole('link').click();
  await opened.page.waitForURL('**/device-info?**');
  await opened.page.getByTestId('hand-in').waitFor();
  return opened;
}

describe('a device sent by post', () => {
  it('is sent with a label, received and inspected by staff, and paid by bank transfer with the details then gone', async () => {
    // The owner sells an iPhone 16 and chooses to post it to the hub.
    const { page, context } = await site.open('/');
    await logInFromHeader(page, owner.email, owner.password);
    await page.waitForURL('**/user/info');
    await page.goto('/recycle/recycle');
    await page.getByRole('combobox', { name: 'Find your device' }).fill('iPhone 16');
    await page.getByRole('option', { name: 'Apple iPhone 16 · Mobile Phone' }).click();
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'B');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    const quoted = (await page.getByTestId('estimated-price').textContent()) as string;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/current-confirm');
    const post = page.getByTestId('place-post');
    await post.getByRole('radio').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/current-result?deviceId=*');
    await page.getByRole('heading', { level: 1, name: /^Order EW-/ }).waitFor();
    const orderNumber = ((await page.getByRole('heading', { level: 1 }).textContent()) as string).replace('Order ', '');
    await page.getByText('We have emailed you a copy of your order.').waitFor();
    expect(await page.locator('#main-content').textContent()).toContain('Print the postage label');
    await context.close();

    // The email says where to send it and how the owner is paid.
    const placed = await emailTo('post your');
    expect(placed).toContain(orderNumber);

    // A fresh browser finds the order, its hub address and the label.
    const first = await ownerOrderPage(orderNumber);
    const handIn = first.page.getByTestId('hand-in');
    expect(await handIn.textContent()).toMatch(/[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}/);
    const labelHref = (await first.page.getByTestId('label-link').getAttribute('href')) as string;
    const label = await first.page.request.get(labelHref);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toContain('application/pdf');
    expect(pdfText(await label.body())).toContain(orderNumber);
    const orderId = labelHref.split('/')[4] as string;

    // Bank details: a pair that fails the modulus check is refused at its field, then a good one is kept masked.
    const form = first.page.getByTestId('bank-details-form');
    await form.getByLabel('Name on the account').fill('Ann Example');
    await form.getByLabel('Sort code').fill('08-99-99');
    await form.getByLabel('Account number').fill('66374959');
    await form.getByRole('button', { name: 'Save the bank details' }).click();
    await form.getByText(BY_POST_MESSAGES.bankDetailsMismatch).waitFor();
    await form.getByLabel('Account number').fill('66374958');
    await form.getByRole('button', { name: 'Save the bank details' }).click();
    const masked = first.page.getByTestId('bank-masked');
    await masked.waitFor();
    expect(await masked.textContent()).toContain('****4958');
    expect(await first.page.locator('body').textContent()).not.toContain('66374958');
    expect(await seriousAxeViolations(first.page)).toEqual([]);
    await first.context.close();

    // Staff scan the label's QR (the order in the console), record the arrival, inspect, and make the transfer.
    const desk = await openConsoleAs(site, staff);
    await desk.page.goto(`/admin/orders/device/${orderId}`);
    const stepBox = desk.page.getByTestId('post-step');
    await expect.poll(() => stepBox.getAttribute('data-step'), { timeout: 10_000 }).toBe('arrival');
    await stepBox.getByRole('button', { name: 'Record arrival' }).click();
    await expect.poll(() => stepBox.getAttribute('data-step'), { timeout: 10_000 }).toBe('inspection');
    await stepBox.getByRole('combobox', { name: 'Grade found' }).selectOption('B');
    await stepBox.getByRole('button', { name: 'Record the inspection' }).click();
    await expect.poll(() => stepBox.getAttribute('data-step'), { timeout: 10_000 }).toBe('transfer');
    expect(await stepBox.getByTestId('transfer-account').textContent()).toContain('08-99-99');
    expect(await stepBox.getByTestId('transfer-due').textContent()).toContain(quoted);
    await stepBox.getByLabel('Transfer reference').fill('RC-PAY-0001');
    await stepBox.getByRole('button', { name: 'Record the transfer' }).click();
    await desk.page.getByRole('dialog').getByRole('button', { name: 'Record the transfer' }).click();
    // Nothing more waits on the post: the order goes on as any handed-in order.
    await stepBox.waitFor({ state: 'detached' });
    await desk.context.close();

    // The owner was emailed at each step; the last one names the account's end and the reference, never the number.
    await emailTo('has arrived at our hub');
    await emailTo('We have checked your');
    const paid = await emailTo('We have paid you');
    expect(paid).toContain('RC-PAY-0001');
    expect(paid).not.toContain('66374958');

    // The order says it was paid, and the bank details are gone: from the page and from the server.
    const after = await ownerOrderPage(orderNumber, VIEWPORTS.phone);
    const paidLine = after.page.getByTestId('bank-paid');
    await paidLine.waitFor();
    expect(await paidLine.textContent()).toContain(formatPounds(Number(quoted.replace('£', ''))));
    expect(await after.page.getByTestId('bank-masked').count()).toBe(0);
    await after.context.close();
    const { call } = await apiAs(site, staff);
    const detail = (await call('GET', `/api/admin/device-orders/${orderId}`)).data as {
      post: { bankDetails: unknown; payoutDue: unknown };
      payoutMethod: string;
    };
    expect(detail.post).toMatchObject({ bankDetails: null, payoutDue: null });
    expect(detail.payoutMethod).toBe('bank-transfer');
  }, 180_000);
});
