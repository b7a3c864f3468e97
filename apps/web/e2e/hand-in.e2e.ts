import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUE_MESSAGES, COMMISSION_RATE, formatPounds } from '@recircuit/contract';
import { outboxEmails, emailsTo, subjectOf } from '../../server/test/helpers/outbox.ts';
import { pdfText } from '../../server/test/helpers/pdf-text.ts';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';
import { logInFromHeader, newAccount, registerThroughApi, toast, type TestAccount } from './support/accounts.ts';
import { decodeQr, imageBytes } from './support/qr.ts';
import { answerCondition } from './support/condition.ts';

// Every device order ends in the real world: the owner chooses where before submitting, the QR stays with
// the order in My Orders, the partner's counter records the grade found and the payout, and donations go to a charity.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const GAZETTEER = fileURLToPath(new URL('./fixtures/locations/', import.meta.url));
const PARTNER_KEY = fileURLToPath(new URL('../../server/src/cli/partner-key.ts', import.meta.url));
const site = useSite();
let owner: TestAccount;

const operatorEnv = () => ({ PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: site.server.dataDir });

beforeAll(async () => {
  owner = newAccount('hand-in');
  await registerThroughApi(site.url, owner);
  // Postcodes resolve through the gazetteer, as on a real install (docs/operations.md, "Imports").
  const imported = spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'import:gazetteer',
      '--',
      '--postcodes',
      `${GAZETTEER}postcodes.csv`,
      '--outcodes',
      `${GAZETTEER}outcodes.csv`,
      '--sectors',
      `${GAZETTEER}sectors.csv`,
      '--places',
      `${GAZETTEER}places.csv`,
    ],
    { cwd: ROOT, env: operatorEnv(), encoding: 'utf8' },
  );
  if (imported.status !== 0) throw new Error(`import:gazetteer failed: ${imported.stderr}${imported.stdout}`);
});

/** `npm run partner-key -- <id>` against the running server: the header its counter sends. */
function partnerHeader(partnerId: string): string {
  const run = spawnSync(process.execPath, [PARTNER_KEY, partnerId], { env: operatorEnv(), encoding: 'utf8' });
  const header = run.stdout.match(/^Authorization: (Partner \S+)$/m)?.[1];
  if (run.status !== 0 || !header) throw new Error(`partner-key failed: ${run.stderr}${run.stdout}`);
  return header;
}

/** The partner's counter confirming a hand-in through the API with its key. */
async function counter(orderId: string, header: string, body: unknown) {
  const response = await fetch(`${site.url}/proxy/api/recycle-orders/qr/${orderId}/confirm`, {
    method: 'POST',
    headers: { Authorization: header, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      message: string;
      data: { awaitingDecision?: boolean; status?: string; revisedPrice?: number | null } | null;
    },
  };
}

async function signIn(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  await opened.page.setViewportSize(viewport);
  await opened.page.goto(path);
  await opened.page.locator('#main-content').waitFor();
  return opened;
}

async function choose(page: Page, label: string, value?: string): Promise<string> {
  const select = page.getByRole('combobox', { name: label });
  await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => select.locator('option:not([disabled])').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const chosen = value ?? ((await select.locator('option:not([disabled])').first().getAttribute('value')) as string);
  await select.selectOption(chosen);
  return chosen;
}

/** The place cards' partner ids, in the order shown. */
async function placeIds(page: Page): Promise<string[]> {
  await page.getByTestId('place-options').waitFor();
  return page
    .getByTestId('place-options')
    .locator('[data-partner-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-partner-id') as string));
}

/** Chooses a place by keyboard (focus its radio, Space), as a keyboard user would. */
async function choosePlace(page: Page, partnerId: string) {
  const card = page.locator(`[data-partner-id="${partnerId}"]`);
  await card.getByRole('radio').focus();
  await page.keyboard.press('Space');
  await expect.poll(() => card.getByRole('radio').isChecked()).toBe(true);
}

async function orderNumberOf(page: Page): Promise<string> {
  await page.getByRole('heading', { level: 1, name: /^Order EW-/ }).waitFor();
  return ((await page.getByRole('heading', { level: 1 }).textContent()) as string).replace('Order ', '');
}

async function qrText(page: Page): Promise<string> {
  const qr = page.getByTestId('order-qr');
  await qr.waitFor();
  await expect
    .poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  return decodeQr(await imageBytes(page, '[data-testid="order-qr"]')) as string;
}

async function orderPlacedEmail(orderNumber: string): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const found = emailsTo(await outboxEmails(site.server.dataDir), owner.email.toLowerCase()).find(
      (eml) => eml.includes(orderNumber) || subjectOf(eml).includes(orderNumber),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no order-placed email for ${orderNumber}`);
}

/** The order's id from the result page's slip link (/proxy/api/recycle-orders/{id}/slip.pdf). */
async function orderIdOf(page: Page): Promise<string> {
  const href = (await page.getByTestId('slip-link').getAttribute('href')) as string;
  return href.split('/')[4] as string;
}

/** Places an order through the real API from the signed-in page (cookie and CSRF header as the app sends them). */
async function placeThroughApi(page: Page, body: Record<string, unknown>) {
  return page.evaluate(async (payload) => {
    const xsrf = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const response = await fetch('/proxy/api/device-recycle/save-device', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify(payload),
    });
    return ((await response.json()) as { data: { orderId: string; deviceId: string; orderNumber: string } }).data;
  }, body);
}

describe('selling a current device', () => {
  it('chooses an offer, finds the QR again in a new browser, and shows the paid amount after a lower grade is accepted', async () => {
    const { page, context } = await site.open('/');
    await logInFromHeader(page, owner.email, owner.password);
    await page.waitForURL('**/user/info');
    await page.goto('/');
    await page.locator('#main-content').getByRole('link', { name: 'Recycle now', exact: true }).first().click();
    await page.waitForURL('**/recycle-now');
    await page.getByRole('checkbox', { name: /^Current/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/recycle/recycle');
    await page.getByRole('combobox', { name: 'Find your device' }).fill('iPhone 16');
    await page.getByRole('option', { name: 'Apple iPhone 16 · Mobile Phone' }).click();
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'B');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/current-confirm');

    // Submit without a place says so and sends nothing.
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/save-device')) saves += 1;
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, CATALOGUE_MESSAGES.placeRequired).waitFor();
    await page.locator('#main-content').getByText(CATALOGUE_MESSAGES.placeRequired).waitFor();
    expect(saves).toBe(0);

    // Each offer shows its amount, how it pays, address, hours in words and "(demo)"; best offer first.
    const cards = page.getByTestId('place-options');
    const first = await cards.locator('[data-partner-id]').first().textContent();
    expect(first).toMatch(/\(demo\): £\d+\.\d{2}/);
    expect(first).toMatch(/Pays by (cash|bank transfer|store credit)/);
    expect(first).toMatch(/(Monday|Tuesday|Wednesday|every day)/);
    expect(await page.getByTestId('place-distance').count()).toBe(0);
    const withoutPostcode = await placeIds(page);
    expect(withoutPostcode.length).toBeGreaterThan(1);

    // A postcode sorts the offers nearest first, with the distance.
    await page.getByRole('textbox', { name: 'Your postcode' }).fill('m1 1ae');
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await page.getByTestId('place-distance').first().waitFor();
    const nearest = await placeIds(page);
    expect(nearest[0]).toBe('handback-mobile-demo');
    expect(await page.getByTestId('place-distance').first().textContent()).toMatch(/^\d+(\.\d)? miles away$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const partnerId = nearest.includes('swapshop-demo') ? 'swapshop-demo' : (nearest[0] as string);
    await choosePlace(page, partnerId);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/current-result?deviceId=*');
    expect(saves).toBe(1);
    const orderNumber = await orderNumberOf(page);
    await page.getByText('We have emailed you a copy of your order.').waitFor();
    expect(await page.getByTestId('order-place').textContent()).toContain('(demo)');
    expect(await page.getByTestId('quote-expiry').textContent()).toMatch(/Your quote is held until/);
    expect(await page.getByTestId('payment-how').textContent()).toContain('pays you at its counter');
    const qr = await qrText(page);
    expect(qr).toContain('/device-info?');
    const orderId = await orderIdOf(page);
    const resultUrl = page.url();
    await context.close();

    const email = await orderPlacedEmail(orderNumber);
    expect(email).toContain(orderNumber);

    // A new browser: the result page asks to sign in, then the QR is found again from My Orders.
    const fresh = await site.page();
    await fresh.page.goto(resultUrl);
    await fresh.page.getByRole('heading', { name: 'Sign in to see your order' }).waitFor();
    await fresh.context.close();
    const again = await signIn('/user/orders');
    await again.page.getByTestId('orders-list').locator('li', { hasText: orderNumber }).getByRole('link').click();
    await again.page.waitForURL('**/device-info?**');
    expect(await qrText(again.page)).toBe(qr);
    const slip = await again.page.request.get(
      (await again.page.getByTestId('slip-link').getAttribute('href')) as string,
    );
    expect(slip.status()).toBe(200);
    expect(slip.headers()['content-type']).toContain('application/pdf');
    expect(await again.page.getByTestId('order-place').textContent()).toMatch(/(Monday|every day)/);

    // The partner's counter finds grade C: the server revises the offer and waits for the owner's answer.
    const header = partnerHeader(partnerId);
    const lower = await counter(orderId, header, { gradeFound: 'C' });
    if (lower.status === 200) expect(lower.body.data?.awaitingDecision).toBe(true);
    else expect(lower.body.message).toBe(CATALOGUE_MESSAGES.decisionRequired);
    const accepted = await counter(orderId, header, {
      gradeFound: 'C',
      decision: 'accept',
      payout: { method: 'cash' },
    });
    expect(accepted.status).toBe(200);
    const revised = accepted.body.data?.revisedPrice as number;
    expect(revised).toBeGreaterThan(0);

    await again.page.reload();
    const outcome = again.page.getByTestId('counter-outcome');
    await outcome.waitFor();
    const text = (await outcome.textContent()) as string;
    expect(text).toContain('B Like New');
    expect(text).toContain('C Good');
    expect(text).toContain(`Amount paid to you${formatPounds(revised)}`);
    expect(text).toContain('Cash');
    const commission = Math.round(revised * COMMISSION_RATE * 100) / 100;
    expect(await again.page.getByTestId('paid-commission').textContent()).toContain(formatPounds(commission));
    expect(await again.page.getByTestId('no-qr-reason').textContent()).toMatch(/no QR code any more/);
    expect(await again.page.getByTestId('order-qr').count()).toBe(0);
    expect(await seriousAxeViolations(again.page)).toEqual([]);
    await again.context.close();
  });
});

describe('recycling and donating', () => {
  it('recycles a device at a chosen drop-off point, nearest first', async () => {
    const { page, context } = await signIn('/recycle/recycle', VIEWPORTS.phone);
    await choose(page, 'Device Type', 'Mobile Phone');
    await choose(page, 'Brand', 'Apple');
    await choose(page, 'Model', 'iPhone 14');
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'C');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/confirm');
    await page.getByRole('heading', { name: 'Choose your drop-off point' }).waitFor();
    await page.getByRole('textbox', { name: 'Your postcode' }).fill('M1 1AE');
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await page.getByTestId('place-distance').first().waitFor();
    const ids = await placeIds(page);
    expect(ids[0]).toBe('second-spark-demo');
    // A drop-off point pays nobody: no amount, no payout words.
    expect(await page.getByTestId('place-options').textContent()).not.toMatch(/Pays by|£/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // No sideways scrolling at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await choosePlace(page, 'second-spark-demo');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/result?deviceId=*');
    const orderNumber = await orderNumberOf(page);
    expect(await page.getByTestId('order-place').textContent()).toContain('Second Spark (demo)');
    expect(await page.getByTestId('payment').textContent()).toContain('Nobody is paid for a recycled device');
    await qrText(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await orderPlacedEmail(orderNumber);
    await context.close();
  });

  it('donates a device to a charity, with no price anywhere', async () => {
    const { page, context } = await signIn('/recycle-now');
    await page.getByRole('checkbox', { name: /^Donate/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/recycle/donate');
    await page.getByRole('combobox', { name: 'Device Type' }).selectOption('Laptop');
    await page.getByRole('textbox', { name: 'Brand' }).fill('Lenovo');
    await page.getByRole('textbox', { name: 'Model' }).fill('ThinkPad T480');
    await page.getByRole('combobox', { name: 'Grade' }).selectOption('C');
    await page.getByRole('textbox', { name: 'Description' }).fill('Works well, with its charger.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/donate-confirm');
    await page.getByRole('heading', { name: 'Choose a charity' }).waitFor();
    const ids = await placeIds(page);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('#main-content').textContent()).not.toContain('£');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await choosePlace(page, ids[0] as string);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/donate-result?deviceId=*');
    const orderNumber = await orderNumberOf(page);
    expect(await page.locator('#main-content').textContent()).not.toContain('£');
    expect(await page.getByTestId('payment').textContent()).toContain('Nobody is paid for a donation');
    await qrText(page);
    await orderPlacedEmail(orderNumber);

    await page.goto('/user/orders');
    const row = page.getByTestId('orders-list').locator('li', { hasText: orderNumber });
    await row.waitFor();
    expect(await row.textContent()).toContain('Donation');
    await context.close();
  });
});

describe('the hand-over checklist (docs/product.md, "Ready to hand over")', () => {
  it('keeps the steps the owner ticked on the order page and prints them on the hand-in slip', async () => {
    const { page, context } = await signIn('/user/orders', VIEWPORTS.phone);
    const saved = await placeThroughApi(page, {
      classification: 'recycle',
      partnerId: 'second-spark-demo',
      type: 'Mobile Phone',
      brand: 'Apple',
      name: 'iPhone 14',
      color: 'Midnight',
      storage: 128,
      condition: {
        unused: 'no',
        powersOn: 'yes',
        screen: 'perfect',
        body: 'perfect',
        water: 'no',
        accountLock: 'removed',
      },
    });
    await page.reload();
    await page.getByTestId('orders-list').locator('li', { hasText: saved.orderNumber }).getByRole('link').click();
    await page.waitForURL('**/device-info?**');

    // The steps in words for an iPhone; the retrieval is offered until it is backed up.
    const checklist = page.getByTestId('handover-checklist');
    const step = (name: string) => checklist.getByRole('checkbox', { name, exact: true });
    await step('Back up').waitFor();
    expect(await checklist.textContent()).toContain('Erase All Content and Settings');
    await checklist.getByRole('link', { name: 'Order a data retrieval' }).waitFor();
    await step('Back up').click();
    await step('Remove SIM and memory cards').click();
    await expect.poll(() => page.getByTestId('handover-progress').textContent()).toBe('2 of 4 done');
    expect(await checklist.getByRole('link', { name: 'Order a data retrieval' }).count()).toBe(0);

    await page.reload();
    await step('Back up').waitFor();
    await expect.poll(() => page.getByTestId('handover-progress').textContent()).toBe('2 of 4 done');
    expect(await step('Back up').isChecked()).toBe(true);
    expect(await step('Remove SIM and memory cards').isChecked()).toBe(true);
    expect(await step('Sign out of the accounts that lock it').isChecked()).toBe(false);
    expect(await step('Factory reset').isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    const slip = await page.request.get(`/proxy/api/recycle-orders/${saved.orderId}/slip.pdf`);
    expect(slip.status()).toBe(200);
    const text = pdfText(await slip.body()).replace(/\s+/g, ' ');
    expect(text).toContain('Before hand-in, you ticked');
    expect(text).toContain('Back up Done');
    expect(text).toContain('Remove SIM and memory cards Done');
    expect(text).toContain('Sign out of the accounts that lock it Not ticked');
    expect(text).toContain('Factory reset Not ticked');
    await context.close();
  });
});

describe('declining a revised offer', () => {
  it('cancels the order with the reason on the owner’s page', async () => {
    const { page, context } = await signIn('/user/orders');
    const quote = await page.evaluate(async () => {
      const search = (await (await fetch('/proxy/api/device-recycle/search?q=iPhone%2016')).json()) as {
        data: { type: string; brand: string; name: string }[];
      };
      const { type, brand, name } = search.data[0] as { type: string; brand: string; name: string };
      const query = new URLSearchParams({ type, brand, name });
      const colors = (await (await fetch(`/proxy/api/device-recycle/getcolors?${query.toString()}`)).json()) as {
        data: string[];
      };
      query.set('color', colors.data[0] as string);
      const storages = (await (await fetch(`/proxy/api/device-recycle/getstorages?${query.toString()}`)).json()) as {
        data: number[];
      };
      query.set('storage', String(storages.data[0]));
      query.set('grade', 'A');
      const answer = (await (await fetch(`/proxy/api/device-recycle/quote?${query.toString()}`)).json()) as {
        data: { partnerOffers: { partnerId: string }[] };
      };
      return { device: Object.fromEntries(query), partnerId: answer.data.partnerOffers[0]?.partnerId as string };
    });
    const saved = await placeThroughApi(page, {
      classification: 'current',
      partnerId: quote.partnerId,
      ...quote.device,
    });
    const header = partnerHeader(quote.partnerId);
    await counter(saved.orderId, header, { gradeFound: 'D' });
    const declined = await counter(saved.orderId, header, { gradeFound: 'D', decision: 'decline' });
    expect(declined.status).toBe(200);

    const userId = await page.evaluate(
      async () =>
        ((await (await fetch('/proxy/deviceOwner/test-cookie')).json()) as { data: { userId: string } }).data.userId,
    );
    await page.goto(`/device-info?userId=${userId}&deviceId=${saved.deviceId}`);
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    expect(await page.getByTestId('cancel-reason').textContent()).toMatch(/^Cancelled: .*declined/);
    expect(await page.getByTestId('no-qr-reason').textContent()).toContain('this order was cancelled');
    // The voucher came with a trade-in that did not happen.
    expect(await page.getByTestId('voucher').count()).toBe(0);
    await context.close();
  });
});
