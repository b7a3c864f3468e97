import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CATALOGUE_MESSAGES, formatPounds } from '@recircuit/contract';
import { seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { useSite } from './support/site.ts';
import {
  logInFromHeader,
  loginDialog,
  newAccount,
  pathOf,
  registerThroughApi,
  submitLogin,
  toast,
  type TestAccount,
} from './support/accounts.ts';
import { decodeQr, imageBytes } from './support/qr.ts';
import { answerCondition } from './support/condition.ts';

const CREATE_ADMIN = fileURLToPath(new URL('../../server/src/cli/create-admin.ts', import.meta.url));
const site = useSite();
let owner: TestAccount;
let staff: TestAccount;

beforeAll(async () => {
  owner = newAccount('recycler');
  staff = newAccount('counter-staff');
  await registerThroughApi(site.url, owner);
  await registerThroughApi(site.url, staff);
  // Staff are made as an operator would: `npm run create-admin` while the server is stopped.
  await site.server.restart((env) => {
    const promoted = spawnSync(process.execPath, [CREATE_ADMIN, staff.email], { env, encoding: 'utf8' });
    if (promoted.status !== 0) throw new Error(`create-admin failed: ${promoted.stderr}`);
  });
});

/** Opens `path` signed in as the shared owner. */
async function openSignedIn(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/');
  await logInFromHeader(opened.page, owner.email, owner.password);
  await opened.page.waitForURL('**/user/info');
  await opened.page.setViewportSize(viewport);
  await opened.page.goto(path);
  await opened.page.locator('#main-content').waitFor();
  return opened;
}

async function catalogue<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}/proxy${path}`);
  return ((await response.json()) as { data: T }).data;
}

function field(page: Page, label: string) {
  return page.getByRole('combobox', { name: label });
}

async function choose(page: Page, label: string, value?: string): Promise<string> {
  const select = field(page, label);
  await expect.poll(() => select.isEnabled(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => select.locator('option:not([disabled])').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  const chosen = value ?? ((await select.locator('option:not([disabled])').first().getAttribute('value')) as string);
  await select.selectOption(chosen);
  return chosen;
}

async function selectedValue(page: Page, label: string): Promise<string> {
  return field(page, label).inputValue();
}

/** Decodes the result page's QR and returns the URL it carries. */
async function qrUrl(page: Page): Promise<string> {
  await page.getByTestId('order-qr').waitFor();
  await expect
    .poll(() => page.getByTestId('order-qr').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const text = decodeQr(await imageBytes(page, '[data-testid="order-qr"]'));
  expect(text).toBeTruthy();
  return text as string;
}

/** Chooses the first place offered on a confirm page (a place is required before Submit). */
async function chooseFirstPlace(page: Page) {
  const first = page.getByTestId('place-options').getByRole('radio').first();
  await first.waitFor();
  await first.check();
}

async function pick(page: Page, query: string, option: string) {
  const search = page.getByRole('combobox', { name: 'Find your device' });
  await search.fill(query);
  await page.getByRole('option', { name: option }).click();
}

describe('the recycle journey', () => {
  it('asks to sign in at /recycle-now, resumes, keeps the form across a reload and ends with a working QR', async () => {
    const { page, context } = await site.open('/recycle-now');
    const continueButton = page.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);

    const recycle = page.getByRole('checkbox', { name: /^Recycle/ });
    const rare = page.getByRole('checkbox', { name: /^Rare/ });
    await recycle.check();
    expect(await continueButton.isEnabled()).toBe(true);
    // Exclusive, and clicking the chosen one clears it.
    await rare.click();
    expect(await recycle.isChecked()).toBe(false);
    await rare.click();
    expect(await rare.isChecked()).toBe(false);
    expect(await continueButton.isDisabled()).toBe(true);

    await recycle.check();
    await continueButton.click();
    await toast(page, CATALOGUE_MESSAGES.loginToContinue).waitFor();
    await submitLogin(page, owner.email, owner.password);
    await loginDialog(page).waitFor({ state: 'hidden' });
    await page.waitForURL('**/recycle/recycle');

    await choose(page, 'Device Type', 'Mobile Phone');
    await choose(page, 'Brand', 'Apple');
    await choose(page, 'Model', 'iPhone 14');
    const color = await choose(page, 'Colour');

    // A reload in the middle of the form keeps what was chosen.
    await page.reload();
    await page.locator('#main-content').waitFor();
    await expect.poll(() => selectedValue(page, 'Colour'), { timeout: 10_000 }).toBe(color);
    expect(await selectedValue(page, 'Model')).toBe('iPhone 14');

    // Changing an earlier select clears every later one.
    const storage = await choose(page, 'Storage');
    await answerCondition(page, 'B');
    await choose(page, 'Model', 'iPhone 14 Plus');
    expect(await selectedValue(page, 'Colour')).toBe('');
    expect(await selectedValue(page, 'Storage')).toBe('');
    expect(await page.getByTestId('condition-questions').count()).toBe(0);
    await choose(page, 'Model', 'iPhone 14');
    await choose(page, 'Colour', color);
    await choose(page, 'Storage', storage);
    await answerCondition(page, 'B');

    const expected = await catalogue<number>(
      `/api/device-recycle/calculate-price?${new URLSearchParams({ type: 'Mobile Phone', brand: 'Apple', name: 'iPhone 14', color, storage, grade: 'B' }).toString()}`,
    );
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toBe(formatPounds(expected));
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('recycleDeviceData') ?? 'null') as Record<string, unknown>,
    );
    expect(stored).toMatchObject({
      classification: 'recycle',
      type: 'Mobile Phone',
      brand: 'Apple',
      name: 'iPhone 14',
      color,
      storage: Number(storage),
      grade: 'B',
      suggestedPrice: expected,
    });

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/confirm');
    await page.getByText('Free data wipe included').waitFor();
    expect(await page.getByRole('link', { name: /data retrieval/ }).getAttribute('href')).toBe(
      '/data-service/retrieval',
    );

    await chooseFirstPlace(page);
    // Two quick clicks make one order.
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/save-device')) saves += 1;
    });
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.dblclick();
    await page.waitForURL('**/recycle/result?deviceId=*');
    expect(saves).toBe(1);
    await page.getByRole('heading', { level: 1, name: /^Order EW-/ }).waitFor();
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';
    expect(orderNumber).toMatch(/^EW-/);
    expect(await page.getByTestId('order-status').textContent()).toBe('Submitted');
    await page.getByRole('heading', { name: 'What happens next' }).waitFor();
    expect(await page.getByRole('link', { name: 'Print hand-in slip (PDF)' }).getAttribute('href')).toMatch(
      /^\/proxy\/api\/recycle-orders\/[^/]+\/slip\.pdf$/,
    );

    // The QR shows the order to whoever holds it; only staff may confirm the hand-in, not the owner.
    const url = await qrUrl(page);
    expect(url).toContain('/device-info?');
    await page.goto(url);
    await page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm hand-in' }).count()).toBe(0);
    await context.close();
    const stranger = await site.page();
    await stranger.page.goto(url);
    await stranger.page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    expect(await stranger.page.getByRole('banner').count()).toBe(0);
    // Whoever holds the QR sees what a counter needs, never the owner's email or username.
    const fields = (await stranger.page.getByTestId('order-fields').textContent()) as string;
    expect(fields).toContain(`${owner.firstName}`);
    expect(fields).toContain(`${owner.lastName[0]}.`);
    expect(fields).not.toContain(owner.email);
    expect(fields).not.toContain(owner.lastName);
    expect(await stranger.page.getByRole('button', { name: 'Confirm hand-in' }).count()).toBe(0);
    await stranger.context.close();

    const counter = await site.open('/');
    await logInFromHeader(counter.page, staff.email, staff.password);
    await counter.page.waitForURL('**/user/info');
    await counter.page.goto(url);
    await counter.page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await counter.page.getByRole('button', { name: 'Confirm hand-in' }).click();
    await expect.poll(() => counter.page.getByTestId('order-status').textContent()).toBe('Handed in');
    expect(await counter.page.getByRole('button', { name: 'Confirm hand-in' }).count()).toBe(0);
    await counter.context.close();
  });
});

describe('failures on the recycle form and confirm page', () => {
  it('shows its own toast for a failed list, a failed price and a refused submission', async () => {
    const { page, context } = await openSignedIn('/recycle-now');
    await page.route('**/proxy/api/device-recycle/getbrands**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":500,"message":"boom","data":null}',
      }),
    );
    await page.goto('/recycle/recycle');
    await choose(page, 'Device Type', 'Mobile Phone');
    await toast(page, CATALOGUE_MESSAGES.failedBrands).waitFor();
    await page.unroute('**/proxy/api/device-recycle/getbrands**');

    await page.route('**/proxy/api/device-recycle/calculate-price**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: '{"code":404,"message":"Device not found","data":null}',
      }),
    );
    await page.reload();
    await choose(page, 'Device Type', 'Tablet');
    await choose(page, 'Brand');
    await choose(page, 'Model');
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'C');
    await toast(page, CATALOGUE_MESSAGES.failedPrice).waitFor();
    await page.unroute('**/proxy/api/device-recycle/calculate-price**');
    await answerCondition(page, 'D');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/recycle\/(current-)?confirm$/);
    await chooseFirstPlace(page);

    await page.route('**/proxy/api/device-recycle/save-device', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'down' }),
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, CATALOGUE_MESSAGES.failedProcess).waitFor();
    expect(pathOf(page)).toMatch(/confirm$/);
    await context.close();
  });
});

describe('the current journey', () => {
  it('fills the selects from the type-ahead, shows partner offers and the voucher, and activates it on /device-info', async () => {
    const { page, context } = await openSignedIn('/recycle/recycle');
    await pick(page, 'iPhone 16', 'Apple iPhone 16 · Mobile Phone');
    await expect.poll(() => selectedValue(page, 'Model')).toBe('iPhone 16');
    expect(await selectedValue(page, 'Device Type')).toBe('Mobile Phone');
    expect(await selectedValue(page, 'Brand')).toBe('Apple');
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'A');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/current-confirm');
    await page.getByTestId('place-options').waitFor();
    expect(await page.getByTestId('place-options').getByRole('radio').count()).toBeGreaterThan(0);
    await page.getByText('10% discount voucher', { exact: false }).first().waitFor();

    await chooseFirstPlace(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/current-result?deviceId=*');
    await page.getByText('10% discount voucher').first().waitFor();
    await page.getByTestId('order-place').waitFor();
    expect(await qrUrl(page)).toContain('/device-info?');

    await page.getByRole('link', { name: 'View order details' }).click();
    await page.waitForURL('**/device-info?**');
    const status = page.getByTestId('voucher-status');
    await expect.poll(() => status.textContent()).toBe('10% discount voucher');
    expect(await page.getByTestId('commission-line').textContent()).toMatch(/^8% commission/);
    await page.getByRole('button', { name: 'Activate' }).click();
    await toast(page, CATALOGUE_MESSAGES.voucherActivated).waitFor();
    await expect.poll(() => status.textContent()).toBe('activated');
    await page.reload();
    await expect.poll(() => page.getByTestId('voucher-status').textContent()).toBe('activated');
    await context.close();
  });
});

describe('the rare journey', () => {
  it('sends a rare type-ahead result to /recycle/rare with the model filled in, then to rare-result', async () => {
    const { page, context } = await openSignedIn('/recycle/recycle');
    await pick(page, 'nokia 3310', 'Nokia 3310 (2000) · Mobile Phone (rare)');
    await page.waitForURL('**/recycle/rare?**');
    await expect.poll(() => page.getByRole('textbox', { name: 'Model' }).inputValue()).toBe('3310 (2000)');
    expect(await page.getByRole('textbox', { name: 'Brand' }).inputValue()).toBe('Nokia');
    await page.getByRole('textbox', { name: 'Year' }).fill('2000');
    await field(page, 'Grade').selectOption('B');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Boxed, with the original charger and a spare Xpress-on cover.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/rare-confirm');
    await chooseFirstPlace(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/rare-result?deviceId=*');
    await page.getByTestId('order-place').waitFor();
    expect(await qrUrl(page)).toContain('/device-info?');
    await context.close();
  });

  it('shows 1, 2, 3 and 4 partner logos per view at 500, 700, 900 and 1280 px', async () => {
    for (const [width, perView] of [
      [500, 1],
      [700, 2],
      [900, 3],
      [1280, 4],
    ] as const) {
      const { page, context } = await site.open('/recycle/rare', { width, height: 900 });
      const viewport = page.getByTestId('carousel-viewport');
      await viewport.waitFor();
      expect(await viewport.getAttribute('data-per-view')).toBe(String(perView));
      const box = await viewport.boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(perView * 200);
      expect(await page.locator('[aria-roledescription="slide"]').count()).toBe(5);
      expect(await page.locator('[aria-roledescription="slide"][data-visible]').count()).toBe(perView);
      await context.close();
    }
  });

  it('steps with the buttons and pauses while hovered', async () => {
    const { page, context } = await site.open('/recycle/rare', { width: 500, height: 900 });
    const first = page.locator('[aria-roledescription="slide"]').first();
    await first.waitFor();
    await page.getByRole('button', { name: 'Next partner' }).click();
    await expect.poll(() => first.getAttribute('data-visible')).toBe(null);
    await page.getByRole('button', { name: 'Previous partner' }).click();
    await expect.poll(() => first.getAttribute('data-visible')).toBe('true');
    await page.getByTestId('carousel-viewport').hover();
    expect(await page.locator('[aria-roledescription="carousel"]').getAttribute('data-rotating')).toBe(null);
    await context.close();
  });
});

describe('My Orders and /device-info', () => {
  it('lists the orders with status, price and date, and opens one', async () => {
    const { page, context } = await openSignedIn('/user/orders');
    const list = page.getByTestId('orders-list');
    await list.waitFor();
    expect(await list.locator('li').count()).toBeGreaterThanOrEqual(3);
    const text = await list.textContent();
    expect(text).toContain('iPhone 14');
    expect(text).toContain('Handed in');
    expect(text).toMatch(/£\d+\.\d{2}/);
    await page.getByRole('tab', { name: 'Unknown devices' }).click();
    await page.getByText('No unknown devices yet').waitFor();
    await page.getByRole('tab', { name: 'Data service' }).click();
    await page.getByText('No data service orders yet').waitFor();
    await page.getByRole('tab', { name: 'Recycle orders' }).click();
    await list.locator('a').first().click();
    await page.waitForURL('**/device-info?**');
    await page.getByTestId('order-fields').waitFor();
    const fields = await page.getByTestId('order-fields').textContent();
    for (const label of [
      'Order number',
      'Classification',
      'First name',
      'Last name',
      'Username',
      'Email',
      'Device type',
      'Brand',
      'Model',
      'Grade',
      'Price',
    ]) {
      expect(fields).toContain(label);
    }
    await page.getByRole('heading', { name: 'Status history' }).waitFor();
    await context.close();
  });

  it('lets the owner cancel a Submitted order after a second click, and then offers no cancel', async () => {
    const { page, context } = await openSignedIn('/user/orders');
    // A fresh order through the real API, sent from the signed-in page (cookie and CSRF header as the app sends them).
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
      return ((await response.json()) as { data: { deviceId: string; orderNumber: string } }).data;
    });
    const userId = await page.evaluate(
      async () =>
        ((await (await fetch('/proxy/deviceOwner/test-cookie')).json()) as { data: { userId: string } }).data.userId,
    );
    await page.goto(`/device-info?userId=${userId}&deviceId=${saved.deviceId}`);
    await page.getByTestId('order-fields').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Submitted');

    await page.getByRole('button', { name: 'Cancel this order' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Keep my order' }).click();
    expect(await page.getByTestId('order-status').textContent()).toBe('Submitted');

    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
    await toast(page, CATALOGUE_MESSAGES.orderCancelled).waitFor();
    await expect.poll(() => page.getByTestId('order-status').textContent()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel this order' }).count()).toBe(0);

    await page.reload();
    await page.getByTestId('order-fields').waitFor();
    expect(await page.getByTestId('order-status').textContent()).toBe('Cancelled');
    await page.goto('/user/orders');
    await page.getByTestId('orders-list').getByText(saved.orderNumber).waitFor();
    expect(await page.getByTestId('orders-list').locator('li', { hasText: saved.orderNumber }).textContent()).toContain(
      'Cancelled',
    );
    await context.close();
  });

  it("shows 'Failed to get order details' with a Retry that works", async () => {
    const { page, context } = await openSignedIn('/user/orders');
    await page.getByTestId('orders-list').locator('a').first().waitFor();
    const href = (await page.getByTestId('orders-list').locator('a').first().getAttribute('href')) as string;
    let failures = 1;
    await page.route('**/proxy/api/recycle-orders/detail**', async (route) => {
      if (failures-- > 0)
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":500,"message":"boom","data":null}',
        });
      else await route.continue();
    });
    await page.goto(href);
    await page.getByText(CATALOGUE_MESSAGES.failedOrder).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('order-fields').waitFor();
    await page.unroute('**/proxy/api/recycle-orders/detail**');

    const userId = new URL(href, site.url).searchParams.get('userId') as string;
    await page.goto(`/device-info?userId=${userId}&deviceId=no-such-device`);
    await page.getByText(CATALOGUE_MESSAGES.failedOrder).waitFor();
    expect(pathOf(page)).toContain('no-such-device');
    await context.close();
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe violations on the device pages at 360 and 1280 px', async () => {
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
      const { page, context } = await openSignedIn('/recycle-now', viewport);
      const check = async (path: string, ready: () => Promise<unknown>) => {
        if (pathOf(page) !== path) await page.goto(path);
        await ready();
        expect(await seriousAxeViolations(page), `${path} at ${viewport.width}px`).toEqual([]);
      };
      await check('/recycle-now', () => page.getByRole('checkbox', { name: /^Recycle/ }).waitFor());
      await check('/recycle/recycle', () => expect.poll(() => field(page, 'Device Type').isEnabled()).toBe(true));
      await check('/recycle/rare', () => page.getByTestId('carousel-viewport').waitFor());
      await check('/user/orders', () => page.getByTestId('orders-list').waitFor());
      const href = (await page.getByTestId('orders-list').locator('a').first().getAttribute('href')) as string;
      await check(href, () => page.getByTestId('order-fields').waitFor());
      await check('/recycle/result', () => page.getByRole('heading', { level: 1 }).waitFor());
      await context.close();
    }
  });
});

describe('a server restart in the middle of a journey', () => {
  it('keeps the session and the form, saves the order, and its QR still opens after another restart', async () => {
    const { page, context } = await openSignedIn('/recycle/recycle');
    await pick(page, 'iPhone 14', 'Apple iPhone 14 · Mobile Phone');
    await choose(page, 'Colour');
    await choose(page, 'Storage');
    await answerCondition(page, 'C');
    await expect.poll(() => page.getByTestId('estimated-price').textContent()).toMatch(/^£\d+\.\d{2}$/);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/confirm');
    await chooseFirstPlace(page);

    await site.server.restart();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/result?deviceId=*');
    await page.getByRole('heading', { level: 1, name: /^Order EW-/ }).waitFor();
    const orderNumber = (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Order ', '') ?? '';
    const url = await qrUrl(page);

    await site.server.restart();
    const stranger = await site.page();
    await stranger.page.goto(url);
    await stranger.page.getByRole('heading', { name: `Order ${orderNumber}` }).waitFor();
    await stranger.context.close();
    await page.goto('/user/orders');
    await page.getByTestId('orders-list').getByText(orderNumber, { exact: false }).waitFor();
    await context.close();
  });
});

describe('the condition decides the grade (docs/product.md, "Condition and grade")', () => {
  const poundsOf = (text: string | null) => Number((text ?? '').replace(/[£,]/g, ''));

  it('quotes a phone with a cracked screen at grade D; a locked one gets no offer but is recycled', async () => {
    const { page, context } = await openSignedIn('/recycle/current');
    await choose(page, 'Device Type', 'Mobile Phone');
    await choose(page, 'Brand', 'Apple');
    // A current model (the catalogue's classification), so unlocked it would be offered a trade-in.
    await choose(page, 'Model', 'iPhone 16');
    const color = await choose(page, 'Colour');
    const storage = await choose(page, 'Storage');
    const priceAt = (grade: string) =>
      catalogue<number>(
        `/api/device-recycle/calculate-price?${new URLSearchParams({ type: 'Mobile Phone', brand: 'Apple', name: 'iPhone 16', color, storage, grade }).toString()}`,
      );
    const shown = () => page.getByTestId('estimated-price').textContent();

    await answerCondition(page, 'B');
    await expect.poll(async () => poundsOf(await shown())).toBe(await priceAt('B'));
    await answerCondition(page, 'B', { screen: 'cracked' });
    expect(await page.getByTestId('condition-grade').textContent()).toMatch(/^Grade: D Fair\./);
    await expect.poll(async () => poundsOf(await shown())).toBe(await priceAt('D'));
    expect(await priceAt('D')).toBeLessThan(await priceAt('B'));
    expect(await page.getByTestId('account-locked').count()).toBe(0);

    // Still locked to an account: no trade-in offer, and Next goes on to recycle it at a drop-off point.
    await answerCondition(page, 'B', { accountLock: 'on' });
    await page.getByTestId('account-locked').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL('**/recycle/confirm');
    await chooseFirstPlace(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/recycle/result?**');
    const deviceId = new URL(page.url()).searchParams.get('deviceId') ?? '';
    const detail = (await (await page.request.get(`/proxy/api/recycle-orders/detail?deviceId=${deviceId}`)).json()) as {
      data: { classification: string; voucherCode: string | null; condition: { accountLock: string } };
    };
    expect(detail.data).toMatchObject({
      classification: 'recycle',
      voucherCode: null,
      condition: { accountLock: 'on' },
    });
    await context.close();
  });
});
