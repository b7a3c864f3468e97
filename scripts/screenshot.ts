// `npm run screenshot`: the README's picture of the home page, taken with the browser tests' Chromium.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, newPage } from '../apps/web/e2e/support/browser.ts';
import { startServer } from '../apps/web/e2e/support/server.ts';
import { buildWeb, ROOT, webBuildIsStale } from './web-build.ts';

if (webBuildIsStale()) await buildWeb();
const server = await startServer();
const browser = await launchBrowser();
try {
  const { page } = await newPage(browser, server.url, { width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await mkdir(join(ROOT, 'docs'), { recursive: true });
  await page.screenshot({ path: join(ROOT, 'docs/home.png') });
  console.log('Saved docs/home.png');
} finally {
  await browser.close();
  await server.stop();
}
