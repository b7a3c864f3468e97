import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCATION_MESSAGES } from '@recircuit/contract';
import { holdRequests, seriousAxeViolations, VIEWPORTS } from './support/browser.ts';
import { pathOf, toast } from './support/accounts.ts';
import { overflowOf } from './support/console.ts';
import { useSite } from './support/site.ts';

// The recycling locator against the real server: hand-written points and gazetteer imported by the
// operator commands while the server runs, map tiles from a loopback tile server.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/locations/', import.meta.url));
const TILE_ATTRIBUTION = 'Test tiles © Loopback Cartography';

let tiles: Server;
let tileUrl = '';
let tileRequests = 0;

beforeAll(async () => {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dde8e0' } })
    .png()
    .toBuffer();
  tiles = createServer((_request, response) => {
    tileRequests += 1;
    response.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' });
    response.end(png);
  });
  await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  tileUrl = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
});

afterAll(() => new Promise<void>((resolve) => tiles.close(() => resolve())));

const site = useSite(() => ({ MAP_TILE_URL: tileUrl, MAP_TILE_ATTRIBUTION: TILE_ATTRIBUTION }));

/** An operator command (`npm run import:…`) against the running server's data folder. */
function operatorCommand(script: string, args: string[]): string {
  const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: site.server.dataDir },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${script} failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
}

const main = (page: Page) => page.locator('#main-content');
const status = (page: Page) => page.getByTestId('locations-status');
const cardNames = (page: Page) =>
  page.getByTestId('location-results').getByRole('heading', { level: 3 }).allTextContents();
const box = (page: Page) => page.getByLabel('UK address or postcode');

async function search(page: Page, query: string) {
  await box(page).fill(query);
  await page.getByRole('button', { name: 'Find locations' }).click();
}

/** The marker circles Leaflet drew for the points (the origin has no id). */
const markers = (page: Page) => page.locator('[data-testid="location-map"] path[data-location-id]');

/** Waits for Leaflet (its own chunk) to draw `count` place markers. */
async function drawnMarkers(page: Page, count: number) {
  await markers(page)
    .nth(count - 1)
    .waitFor();
  return markers(page).count();
}

/** A chip's checkbox is hidden behind its label, which is what a person clicks. */
const chip = (page: Page, name: string) => page.locator('label.mantine-Chip-label', { hasText: name });

/** Console errors other than the browser's own line for an answer of 400 or 404, which some states expect. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

describe('before anything is imported', () => {
  it('says the locator has no data yet and what to do, not an empty page', async () => {
    const { page, context, errors } = await site.open('/');
    await search(page, 'M1 1AE');
    // Just after start (and after an import) the server renders its pages in the background, so
    // the locator's chunks may take more than the default second to arrive on a busy machine.
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe('/locations?q=M1%201AE');
    const notice = page.getByTestId('locations-no-data');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('The recycling locator has no places to show yet');
    expect(await notice.textContent()).toContain('import the recycling points');
    expect(await status(page).textContent()).toBe('The recycling locator has no places to show yet');
    expect(await box(page).inputValue()).toBe('M1 1AE');
    await page.getByText('About this data').click();
    await page.getByText('Nothing has been imported yet.').waitFor();
    expect(await main(page).textContent()).not.toContain('26,600');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('with points and a gazetteer imported', () => {
  beforeAll(() => {
    const points = operatorCommand('import:locations', [`${FIXTURES}points.geojson`]);
    expect(points).toMatch(/6/);
    operatorCommand('import:gazetteer', [
      '--postcodes',
      `${FIXTURES}postcodes.csv`,
      '--outcodes',
      `${FIXTURES}outcodes.csv`,
      '--sectors',
      `${FIXTURES}sectors.csv`,
      '--places',
      `${FIXTURES}places.csv`,
    ]);
  });

  it('goes from the home page box to the nearest places, nearest first, and the map', async () => {
    const { page, context, errors } = await site.open('/');
    await search(page, 'm11ae');
    await expect.poll(() => pathOf(page), { timeout: 5_000 }).toBe('/locations?q=M1%201AE');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of M1 1AE');
    expect(await cardNames(page)).toEqual([
      'Market Street Test Electricals',
      'Piccadilly Test Charity Shop',
      'Ardwick Test Recycling Centre',
      'Stockport Test Recycling Centre',
    ]);
    const distances = await page.getByTestId('location-distance').allTextContents();
    expect(distances.map((text) => Number.parseFloat(text))).toEqual(
      [...distances.map((text) => Number.parseFloat(text))].sort((a, b) => a - b),
    );
    expect(distances.every((text) => /^\d+(\.\d)? miles?$/.test(text))).toBe(true);

    const ardwick = page.getByRole('article', { name: 'Ardwick Test Recycling Centre' });
    expect(await ardwick.textContent()).toContain('Household waste recycling centre');
    expect(await ardwick.textContent()).toContain('Pin Mill Brow, Manchester, M12 6AE');
    expect(await ardwick.textContent()).toContain('Opening hours: Open 24 hours, every day');
    expect(await ardwick.getByTestId('open-now').textContent()).toBe('Open now');
    expect(await ardwick.getByTestId('accepts-confirmed').getByRole('listitem').allTextContents()).toEqual([
      'Small electricals',
      'Batteries',
    ]);
    expect(await ardwick.getByTestId('accepts-usually').textContent()).toContain(
      'Usually accepted at recycling centres',
    );
    expect(await ardwick.getByTestId('accepts-usually').getByRole('listitem').allTextContents()).toEqual([
      'Large appliances',
      'Phones',
      'Computers',
      'TVs and monitors',
    ]);
    const directions = ardwick.getByRole('link', { name: /^Directions to Ardwick/ });
    expect(await directions.getAttribute('href')).toContain('destination=53.472000%2C-2.226000');
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toContain('noopener');
    expect(await ardwick.getByRole('link', { name: /^Website of Ardwick/ }).getAttribute('href')).toBe(
      'https://recycling.example.org/ardwick',
    );
    expect(await ardwick.getByRole('link', { name: /^Phone Ardwick/ }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);

    const charity = page.getByRole('article', { name: 'Piccadilly Test Charity Shop' });
    expect(await charity.getByTestId('open-now').textContent()).toBe('Closed now');
    expect(await charity.getByTestId('accepts-usually').count()).toBe(0);
    const stockport = page.getByRole('article', { name: 'Stockport Test Recycling Centre' });
    expect(await stockport.getByTestId('open-now').count()).toBe(0);
    expect(await stockport.getByTestId('accepts-confirmed').count()).toBe(0);

    // The map: one circle per place plus the origin, tiles from the site's settings with their credit.
    expect(await drawnMarkers(page, 4)).toBe(4);
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests).toBeGreaterThan(0);
    expect(await page.locator('.leaflet-control-attribution').textContent()).toContain(TILE_ATTRIBUTION);
    await page.getByRole('button', { name: 'Show on map: Stockport Test Recycling Centre' }).click();
    await page.locator('.leaflet-tooltip').filter({ hasText: '4. Stockport Test Recycling Centre' }).waitFor();

    // Credits and the locator's own figures.
    const credits = page.getByTestId('locations-credits');
    expect(await credits.getByRole('link', { name: '© OpenStreetMap contributors' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/copyright',
    );
    expect(await credits.textContent()).toContain('Contains OS data © Crown copyright and database right');
    await page.getByText('About this data').click();
    expect(await page.getByTestId('about-data').textContent()).toContain('We hold 6 drop-off points.');
    expect(await main(page).textContent()).not.toContain('26,600');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('without map tiles still shows every point and the origin', async () => {
    const { page, context } = await site.page();
    await page.route('**/proxy/site', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { ...body, data: { ...body.data, mapTiles: null } } });
    });
    await page.goto('/locations?q=M1');
    expect(await drawnMarkers(page, 4)).toBe(4);
    expect(await page.getByTestId('location-map').getAttribute('data-tiles')).toBe('no');
    expect(await page.locator('.leaflet-tile').count()).toBe(0);
    // The origin is a circle too, without an id.
    expect(await page.locator('[data-testid="location-map"] path.leaflet-interactive').count()).toBe(5);
    await context.close();
  });

  it('filters by radius and by what a place takes, in the URL, without a full reload', async () => {
    const { page, context } = await site.open('/locations?q=M1%201AE');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of M1 1AE');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByLabel('Distance').selectOption('25');
    await expect.poll(() => pathOf(page)).toBe('/locations?q=M1+1AE&radius=25');
    await expect.poll(() => status(page).textContent()).toBe('5 places within 25 miles of M1 1AE');
    expect(await cardNames(page)).toContain('Bolton Test Recycling Centre');

    await chip(page, 'Phones').click();
    await expect.poll(() => pathOf(page)).toBe('/locations?q=M1+1AE&radius=25&accepts=phones');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 25 miles of M1 1AE');
    expect(await cardNames(page)).not.toContain('Market Street Test Electricals');

    await page.getByLabel('Distance').selectOption('5');
    await expect.poll(() => status(page).textContent()).toBe('2 places within 5 miles of M1 1AE');
    expect(await cardNames(page)).toEqual(['Piccadilly Test Charity Shop', 'Ardwick Test Recycling Centre']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A reload, or the same link elsewhere, shows the same search.
    await page.reload();
    await expect.poll(() => status(page).textContent()).toBe('2 places within 5 miles of M1 1AE');
    expect(await page.getByLabel('Distance').inputValue()).toBe('5');
    expect(await page.getByRole('checkbox', { name: 'Phones' }).isChecked()).toBe(true);
    await context.close();
  });

  it('offers a wider search when nothing is within the radius', async () => {
    const { page, context } = await site.open('/');
    await search(page, 'Testbury');
    await page.getByTestId('locations-none').waitFor();
    expect(await status(page).textContent()).toMatch(/^No drop-off points within 10 miles of Testbury/);
    await page.getByRole('button', { name: 'Search within 25 miles' }).click();
    await expect.poll(() => pathOf(page)).toBe('/locations?q=Testbury&radius=25');
    await expect.poll(() => cardNames(page)).toEqual(['Bolton Test Recycling Centre']);

    await page.goto('/locations?q=Farhaven&radius=50');
    await page.getByTestId('locations-none').waitFor();
    expect(await page.getByTestId('locations-none').textContent()).toContain('Try a nearby town or another postcode');
    expect(await page.getByRole('button', { name: /Search within/ }).count()).toBe(0);
    await context.close();
  });

  it("shows the API's words for an invalid postcode and for a place it cannot find", async () => {
    const { page, context } = await site.open('/locations?q=SW1A%201A');
    const invalid = page.getByTestId('locations-invalid');
    await invalid.waitFor();
    expect(await invalid.getAttribute('role')).toBe('alert');
    expect(await invalid.textContent()).toContain(LOCATION_MESSAGES.invalidQuery);

    await search(page, 'Atlantis');
    const notFound = page.getByTestId('locations-not-found');
    await notFound.waitFor();
    expect(await notFound.textContent()).toContain(LOCATION_MESSAGES.notFound);
    expect(await toast(page, LOCATION_MESSAGES.notFound).count()).toBe(0);
    await context.close();
  });

  it('shows that it is searching, and toasts a server failure with a way to try again', async () => {
    const { page, context } = await site.page();
    const release = await holdRequests(page, '**/proxy/api/locations/search*');
    await page.goto('/locations?q=M1%201AE');
    await expect.poll(() => status(page).textContent()).toBe('Searching near M1 1AE…');
    release();
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of M1 1AE');
    await page.unroute('**/proxy/api/locations/search*');

    let failing = true;
    await page.route('**/proxy/api/locations/search*', async (route) => {
      if (!failing) return route.continue();
      return route.fulfill({ status: 500, json: { code: 500, message: 'Internal server error', data: null } });
    });
    await search(page, 'Manchester');
    await page.getByTestId('locations-failed').waitFor();
    await page.locator('.mantine-Notification-root').first().waitFor();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/^4 places within 10 miles of Manchester/);
    await context.close();
  });

  it('works from the keyboard alone: search, filters, the list and past the map', async () => {
    const { page, context } = await site.open('/locations');
    await box(page).focus();
    await page.keyboard.type('M1 1AE');
    await page.keyboard.press('Enter');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of M1 1AE');

    // Tab order: box, Find locations, Distance, then the chips.
    await box(page).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Find locations');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Use my location');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
      await page.getByLabel('Distance').getAttribute('id'),
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => pathOf(page)).toBe('/locations?q=M1+1AE&accepts=large-appliances');
    await expect.poll(() => status(page).textContent()).toBe('2 places within 10 miles of M1 1AE');

    // Every stop after the filters is visible, shows a focus ring, and Tab leaves the map behind.
    const stops: string[] = [];
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || active === document.body) return null;
        // A chip's checkbox is hidden; its label is what shows the focus.
        const shown = active instanceof HTMLInputElement && active.labels?.[0] ? active.labels[0] : active;
        const style = getComputedStyle(shown);
        const rect = shown.getBoundingClientRect();
        return {
          label: active.getAttribute('aria-label') ?? shown.textContent?.trim() ?? '',
          inMap: Boolean(active.closest('[data-testid="location-map"]')),
          inFooter: Boolean(active.closest('footer, [role="contentinfo"]')),
          visible: rect.width > 0 && rect.height > 0,
          ring: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
        };
      });
      if (!stop) break;
      expect(stop.visible, stop.label).toBe(true);
      expect(stop.ring, stop.label).toBe(true);
      stops.push(stop.inMap ? `map:${stop.label}` : stop.label);
      if (stop.inFooter) break;
    }
    expect(stops.some((stop) => stop.startsWith('Show on map: '))).toBe(true);
    expect(stops.some((stop) => stop.startsWith('Directions to '))).toBe(true);
    // Only the zoom buttons and the credit links of the map take focus, never its circles.
    expect(
      stops.filter((stop) => stop.startsWith('map:')),
      stops.join(' | '),
    ).toEqual(['map:Zoom in', 'map:Zoom out', 'map:Leaflet']);
    expect(stops.at(-1)).not.toMatch(/^map:/);
    await context.close();
  });

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`has no serious axe violations and no sideways overflow at ${viewport.width} px`, async () => {
      const { page, context } = await site.open('/locations?q=M1%201AE&radius=25', viewport);
      expect(await drawnMarkers(page, 5)).toBe(5);
      await page.getByText('About this data').click();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      for (const card of await page.getByRole('article').all()) {
        const rect = await card.boundingBox();
        expect(rect && rect.x >= 12 && rect.x + rect.width <= viewport.width - 12, 'card inside the window').toBe(true);
      }
      await page.goto('/locations?q=Testbury');
      await page.getByTestId('locations-none').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.goto('/locations?q=Atlantis');
      await page.getByTestId('locations-not-found').waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
