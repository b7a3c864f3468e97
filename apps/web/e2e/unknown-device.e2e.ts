import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { MAX_IMAGE_BYTES, UPLOAD_MESSAGES, type UnknownOrder } from '@recircuit/contract';
import { holdRequests, seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
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

const FORM = '/recycle/unknown';
const CONFIRM = '/recycle/unknown-confirm';
const RESULT = '/recycle/unknown-result';

const site = useSite();
let dir: string;
/** The journeys share one account; the five-picture test uses its own, so the daily quota never bites. */
let shared: TestAccount;
let second: TestAccount;
const photos: string[] = [];
let notes: string;
let htmlAsJpeg: string;

beforeAll(async () => {
  shared = newAccount('unknown');
  second = newAccount('unknown-five');
  await registerThroughApi(site.url, shared);
  await registerThroughApi(site.url, second);

  // Real photos, each a different colour, with EXIF in them as a phone would leave it.
  dir = await mkdtemp(join(tmpdir(), 'recircuit-unknown-'));
  const colours = ['#d33', '#3a3', '#33d', '#dd3', '#3dd', '#d3d'];
  for (const [index, colour] of colours.entries()) {
    const file = join(dir, `photo-${index + 1}.jpg`);
    await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
      .withExif({ IFD0: { Make: 'TestPhone', Model: 'E2E' } })
      .jpeg({ quality: 80 })
      .toFile(file);
    photos.push(file);
  }
  notes = join(dir, 'notes.txt');
  await writeFile(notes, 'not a picture\n');
  htmlAsJpeg = join(dir, 'holiday.jpg');
  await writeFile(htmlAsJpeg, '<!doctype html><html><body><script>alert(1)</script></body></html>\n');
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Signs in from the header (which goes to /user/info), then opens the unknown-device form. */
async function openSignedIn(account: TestAccount, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await site.open('/', VIEWPORTS.desktop);
  await logInFromHeader(opened.page, account.email, account.password);
  await expect.poll(() => pathOf(opened.page)).toBe('/user/info');
  if (viewport !== VIEWPORTS.desktop) await opened.page.setViewportSize(viewport);
  await opened.page.goto(FORM);
  await heading(opened.page, 'Describe your device').waitFor();
  return opened;
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

function brief(page: Page) {
  return page.getByRole('textbox', { name: 'Short Brief' });
}

function pictureInput(page: Page) {
  return page.getByTestId('picture-input');
}

function pictures(page: Page) {
  return page.getByTestId('picture');
}

function ticks(page: Page) {
  return page.getByTestId('picture-uploaded');
}

async function storedData(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('unknownDeviceData') ?? 'null') as {
        description: string;
        deviceClassification: string;
        imageUrls: string[];
        userId: string | null;
      } | null,
  );
}

async function userIdOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { userId: string }).userId);
}

async function unknownOrders(context: BrowserContext, userId: string): Promise<UnknownOrder[]> {
  const response = await context.request.get(`${site.url}/proxy/api/recycle-orders/unknown/by-device-owner/${userId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: UnknownOrder[] }).data;
}

/** Counts upload requests, to prove the client refused a file without sending it. */
function countUploads(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/proxy/file/upload') count += 1;
  });
  return () => count;
}

/** Every <img> inside `scope` has loaded real pixels (the private file route served it). */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
    );
}

async function uploadAndWait(page: Page, files: string[], total: number) {
  await pictureInput(page).setInputFiles(files);
  await expect.poll(() => ticks(page).count()).toBe(total);
}

describe('the unknown-device journey', () => {
  it('describes a device with real photos, checks it, reloads the confirm page and submits it', async () => {
    const { page, context, errors } = await openSignedIn(shared);
    const userId = await userIdOf(page);
    const before = (await unknownOrders(context, userId)).length;

    await brief(page).fill('  A grey handheld thing with a crank and a little aerial. No brand on it.  ');
    await pictureInput(page).setInputFiles(photos.slice(0, 2));
    await expect.poll(() => ticks(page).count()).toBe(2);
    await toast(page, 'Image 1 uploaded successfully').first().waitFor();
    await toast(page, 'Image 2 uploaded successfully').first().waitFor();
    expect(await pictures(page).getByRole('img', { name: 'Image 2 of your device' }).isVisible()).toBe(true);

    // What is kept is unknownDeviceData, the images as the server's addresses
    // (docs/web-app.md, "What the browser keeps").
    const kept = await storedData(page);
    expect(kept?.deviceClassification).toBe('unknown');
    expect(kept?.userId).toBe(userId);
    expect(kept?.imageUrls).toHaveLength(2);
    for (const url of kept?.imageUrls ?? []) expect(url).toMatch(/^\/proxy\/file\/[A-Za-z0-9_-]+$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe(CONFIRM);
    await heading(page, 'Check your description').waitFor();
    expect(await page.getByTestId('confirm-description').textContent()).toBe(
      'A grey handheld thing with a crank and a little aerial. No brand on it.',
    );
    await expect.poll(() => imagesLoaded(page, 'main li img')).toBe(2);

    // A reload keeps everything.
    await page.reload();
    await heading(page, 'Check your description').waitFor();
    expect(await page.getByTestId('confirm-description').textContent()).toContain('crank and a little aerial');
    await expect.poll(() => imagesLoaded(page, 'main li img')).toBe(2);

    // Back goes to the form with the description and pictures still there.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect.poll(() => pathOf(page)).toBe(FORM);
    expect(await brief(page).inputValue()).toContain('crank and a little aerial');
    await expect.poll(() => ticks(page).count()).toBe(2);
    await expect.poll(() => imagesLoaded(page, '[data-testid="picture"] img')).toBe(2);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe(CONFIRM);

    await page.getByRole('button', { name: 'Submit' }).click();
    await toast(page, UPLOAD_MESSAGES.submitted).first().waitFor();
    await expect.poll(() => pathOf(page)).toBe(RESULT);
    const number = (await page.getByTestId('unknown-order-number').textContent())?.trim() ?? '';
    expect(number).not.toBe('');
    const main = page.locator('#main-content');
    expect(await main.textContent()).toContain('identifies your device');
    expect(await main.textContent()).toContain('add it to our catalogue');
    expect(await main.textContent()).toContain('contact you');

    const orders = await unknownOrders(context, userId);
    expect(orders).toHaveLength(before + 1);
    expect(orders[0]).toMatchObject({
      orderNumber: number,
      status: 'Submitted',
      description: kept?.description.trim(),
    });
    expect(orders[0]?.imageUrls).toEqual(kept?.imageUrls);
    // The journey is done: the form starts afresh, and its Cancel goes back where the visitor came from.
    expect(await storedData(page)).toBeNull();
    await page.getByRole('link', { name: 'Describe another device' }).click();
    await expect.poll(() => pathOf(page)).toBe(FORM);
    expect(await brief(page).inputValue()).toBe('');
    expect(await pictures(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => pathOf(page)).toBe(RESULT);
    // My Orders lists it under its own tab.
    await page.goto('/user/orders');
    await page.getByRole('tab', { name: 'Unknown devices' }).click();
    await page.getByRole('tabpanel').getByText(number).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a non-image before sending it, and shows the server refusing HTML named .jpg', async () => {
    const { page, context } = await openSignedIn(shared);
    const uploads = countUploads(page);

    await pictureInput(page).setInputFiles(notes);
    await toast(page, UPLOAD_MESSAGES.onlyImages).first().waitFor();
    await pictureInput(page).setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(MAX_IMAGE_BYTES, 1),
    });
    await toast(page, UPLOAD_MESSAGES.tooLarge).first().waitFor();
    expect(await pictures(page).count()).toBe(0);
    expect(uploads()).toBe(0);

    // The name and the browser say JPEG; the bytes are HTML: the server answers 415.
    const refused = page.waitForResponse((response) => response.url().endsWith('/proxy/file/upload'));
    await pictureInput(page).setInputFiles(htmlAsJpeg);
    expect((await refused).status()).toBe(415);
    await toast(page, 'Failed to upload image 1').first().waitFor();
    await toast(page, UPLOAD_MESSAGES.onlyImages).first().waitFor();
    await expect.poll(() => pictures(page).count()).toBe(0);
    expect(uploads()).toBe(1);
    expect((await storedData(page))?.imageUrls).toEqual([]);
    await context.close();
  });

  it('shows each picture uploading with its own progress, then a tick, and removes pictures', async () => {
    const { page, context } = await openSignedIn(shared);
    const release = await holdRequests(page, '**/proxy/file/upload');

    await pictureInput(page).setInputFiles(photos.slice(2, 4));
    await expect.poll(() => pictures(page).count()).toBe(2);
    for (const n of [1, 2]) {
      const bar = page.getByRole('progressbar', { name: `Image ${n} upload progress` });
      // At 0% the bar's filled part has no width, so it is only attached; the track around it shows.
      await bar.waitFor({ state: 'attached' });
      expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
      expect(
        await pictures(page)
          .nth(n - 1)
          .getByText('Uploading…')
          .isVisible(),
      ).toBe(true);
    }
    expect(await ticks(page).count()).toBe(0);
    expect(await pictures(page).first().getAttribute('data-status')).toBe('uploading');
    // Next waits for the uploads to finish.
    await brief(page).fill('A box with buttons');
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Please wait until your pictures have finished uploading').first().waitFor();
    expect(pathOf(page)).toBe(FORM);

    release();
    await expect.poll(() => ticks(page).count()).toBe(2);
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await expect.poll(async () => (await storedData(page))?.imageUrls.length).toBe(2);
    const [first, secondUrl] = (await storedData(page))?.imageUrls ?? [];

    // Removing the first renumbers the second and keeps only its address.
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.poll(() => pictures(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Remove image 2' }).count()).toBe(0);
    await expect.poll(async () => (await storedData(page))?.imageUrls).toEqual([secondUrl]);
    expect(first).not.toBe(secondUrl);

    await page.getByRole('button', { name: 'Remove image 1' }).click();
    await expect.poll(() => pictures(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, UPLOAD_MESSAGES.atLeastOneImage).first().waitFor();
    expect(pathOf(page)).toBe(FORM);
    await context.close();
  });

  it('takes five pictures (one dropped) and refuses a sixth', async () => {
    const { page, context } = await openSignedIn(second);
    const uploads = countUploads(page);
    await uploadAndWait(page, photos.slice(0, 3), 3);
    // The fourth is dragged onto the drop zone.
    const bytes = (await readFile(photos[3]!)).toString('base64');
    const dataTransfer = await page.evaluateHandle((base64) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([data], 'dropped.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, bytes);
    const zone = page.getByTestId('picture-drop-zone');
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await expect.poll(() => zone.getAttribute('data-active')).not.toBeNull();
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect.poll(() => ticks(page).count()).toBe(4);
    expect(await zone.getAttribute('data-active')).toBeNull();
    // Two more at once: the fifth is taken, the sixth refused.
    await pictureInput(page).setInputFiles(photos.slice(4, 6));
    await toast(page, UPLOAD_MESSAGES.tooManyImages).first().waitFor();
    await expect.poll(() => ticks(page).count()).toBe(5);
    expect(await page.getByText('5 of 5 pictures').isVisible()).toBe(true);
    expect(uploads()).toBe(5);
    expect((await storedData(page))?.imageUrls).toHaveLength(5);
    await context.close();
  });

  it('asks a signed-out visitor to log in at Next, then lets them carry on', async () => {
    const { page, context } = await site.open(FORM);
    await heading(page, 'Describe your device').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, UPLOAD_MESSAGES.describeDevice).first().waitFor();
    expect(await loginDialog(page).count()).toBe(0);

    await brief(page).fill('An old games console with two cartridge slots');
    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Please login first').first().waitFor();
    await submitLogin(page, shared.email, shared.password);
    await loginDialog(page).waitFor({ state: 'hidden' });

    // Back on the form, signed in, with the description kept.
    await expect.poll(() => pathOf(page)).toBe(FORM);
    expect(await brief(page).inputValue()).toBe('An old games console with two cartridge slots');
    await uploadAndWait(page, [photos[0]!], 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe(CONFIRM);
    await context.close();
  });

  it('makes one order however often Submit is clicked', async () => {
    const { page, context } = await openSignedIn(shared);
    const userId = await userIdOf(page);
    const before = (await unknownOrders(context, userId)).length;
    await brief(page).fill('A calculator with a solar strip');
    await uploadAndWait(page, [photos[1]!], 1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => pathOf(page)).toBe(CONFIRM);

    let submits = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/proxy/api/unknown-device/submit') submits += 1;
    });
    const release = await holdRequests(page, '**/proxy/api/unknown-device/submit');
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.dblclick();
    // Clicks that land before React re-renders are blocked too.
    await submit.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    release();
    await expect.poll(() => pathOf(page)).toBe(RESULT);
    expect(submits).toBe(1);
    const after = await unknownOrders(context, userId);
    expect(after).toHaveLength(before + 1);
    expect(after[0]?.description).toBe('A calculator with a solar strip');
    await context.close();
  });
});

describe('accessibility', () => {
  for (const [label, viewport] of [
    ['360 px', VIEWPORTS.phone],
    ['1280 px', VIEWPORTS.desktop],
  ] as const) {
    it(`the form and the confirm page pass axe at ${label}`, async () => {
      const { page, context } = await openSignedIn(shared, viewport);
      await brief(page).fill('A small speaker with a cracked case');
      await uploadAndWait(page, [photos[2]!], 1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing runs off the side of a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => pathOf(page)).toBe(CONFIRM);
      await expect.poll(() => imagesLoaded(page, 'main li img')).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await context.close();
    });
  }
});
