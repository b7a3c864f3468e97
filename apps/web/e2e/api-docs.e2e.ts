import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the API documentation', () => {
  it('renders the generated OpenAPI operations at /proxy/docs under the strict CSP', async () => {
    const { page, errors, context } = await newPage(browser, server.url);
    await page.goto('/proxy/docs');
    await page.locator('.opblock').first().waitFor();
    expect(await page.getByText('/proxy/health').count()).toBeGreaterThan(0);
    expect(await page.getByText('/proxy/deviceOwner/login').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
