import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pathOf } from './support/accounts.ts';
import { useSite } from './support/site.ts';

// The locator says only what is true: its size from the database, opening hours
// in words, UK phone numbers, "Use my location", Northern Ireland named as not covered, and a map
// without tiles that says so. The site runs without map tiles (no MAP_TILE_URL).
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/locations/', import.meta.url));

const site = useSite();

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

async function search(page: Page, query: string) {
  await page.getByLabel('UK address or postcode').fill(query);
  await page.getByRole('button', { name: 'Find locations' }).click();
}

describe('an empty locator', () => {
  it('states no count anywhere, and never SPEC’s claim', async () => {
    const home = await site.open('/');
    await home.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await home.page.getByTestId('locations-claim').count()).toBe(0);
    expect(await main(home.page).textContent()).not.toContain('26,600');
    expect(await home.page.getByRole('definition').allTextContents()).not.toContain('26,600+');
    await home.context.close();

    const locations = await site.open('/locations');
    await locations.page.getByTestId('locations-no-data').waitFor();
    expect(await locations.page.getByTestId('locations-count').count()).toBe(0);
    expect(await main(locations.page).textContent()).not.toContain('26,600');
    await locations.context.close();
  });
});

describe('with points and a gazetteer imported', () => {
  beforeAll(() => {
    expect(operatorCommand('import:locations', [`${FIXTURES}points.geojson`])).toMatch(/6/);
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

  it('states the real count from the database on the home page and /locations', async () => {
    const { page, context } = await site.open('/');
    await expect
      .poll(() => page.getByTestId('locations-claim').textContent())
      .toBe('Search 6 recycling locations in England, Scotland and Wales');
    const figure = page.getByRole('definition').filter({ hasText: /^6$/ });
    expect(await figure.count()).toBe(1);
    expect(await main(page).textContent()).not.toContain('26,600');
    await page.goto('/locations');
    expect(await page.getByTestId('locations-count').textContent()).toBe(
      '6 drop-off points in England, Scotland and Wales to search.',
    );
    await context.close();
  });

  it('shows opening hours in words and phone numbers the UK way, and says the map has no background', async () => {
    const { page, context } = await site.open('/locations?q=M1%201AE');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of M1 1AE');
    const ardwick = page.locator('article', { hasText: 'Ardwick Test Recycling Centre' });
    expect(await ardwick.getByTestId('location-hours').textContent()).toBe('Opening hours: Open 24 hours, every day');
    const phone = ardwick.getByRole('link', { name: /^Phone/ });
    expect(await phone.textContent()).toBe('0161 496 0000');
    expect(await phone.getAttribute('href')).toBe('tel:+441614960000');
    expect(await main(page).textContent()).not.toContain('24/7');
    await page.getByTestId('location-map').waitFor();
    expect(await page.getByTestId('map-no-tiles').textContent()).toContain('This site has no map background set up');

    await page.context().addCookies([{ name: 'lang', value: 'de-DE', url: site.url }]);
    await page.reload();
    await expect
      .poll(() => ardwick.getByTestId('location-hours').textContent())
      .toBe('Öffnungszeiten: Rund um die Uhr geöffnet, jeden Tag');
    await context.close();
  });

  it('says plainly that Northern Ireland is not covered yet, in the visitor’s language', async () => {
    const { page, context } = await site.open('/locations');
    for (const query of ['BT1 5GS', 'Belfast']) {
      await search(page, query);
      const notice = page.getByTestId('locations-not-covered');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Northern Ireland is not covered yet');
      expect(await notice.textContent()).not.toContain('Check the spelling');
    }
    await context.addCookies([{ name: 'lang', value: 'de-DE', url: site.url }]);
    await page.goto('/locations?q=BT1%205GS');
    await expect
      .poll(() => page.getByTestId('locations-not-covered').textContent())
      .toContain('Nordirland ist noch nicht abgedeckt');
    await context.close();
  });

  it('searches from the browser’s position only when "Use my location" is pressed', async () => {
    const { page, context } = await site.page();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 53.4794, longitude: -2.2453 });
    await page.goto('/locations');
    const button = page.getByRole('button', { name: 'Use my location' });
    await button.waitFor();
    await button.click();
    await expect.poll(() => pathOf(page)).toBe('/locations?lat=53.479&lng=-2.245');
    await expect.poll(() => status(page).textContent()).toBe('4 places within 10 miles of your location');

    await context.close();
  });

  it('says Northern Ireland is not covered yet when the browser is there', async () => {
    const { page, context } = await site.page();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 54.5973, longitude: -5.9301 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect.poll(() => pathOf(page)).toBe('/locations?lat=54.597&lng=-5.93');
    const notice = page.getByTestId('locations-not-covered');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Northern Ireland is not covered yet');
    await context.close();
  });

  it('says so plainly when the visitor does not allow their location', async () => {
    const { page, context } = await site.open('/');
    await context.clearPermissions();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect
      .poll(() => page.getByTestId('location-problem').textContent())
      .toContain('You did not let this site see your location');
    expect(pathOf(page)).toBe('/');
    await context.close();
  });
});
