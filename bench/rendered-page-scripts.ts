// Budget (docs/web-app.md, "Budgets"): the JavaScript a rendered page really loads, gzip -9 per file. Chromium opens
// each page at 360 px and every script it fetches is counted, until the network has been quiet for half a second:
// the modules its page data lists and what hydration loads after them (a lazy part of the page, its words), and the
// inline boot script. bench/bundle-size.ts counts the shell's index.html instead, which a rendered page never loads as such.
// Runs the real built server (`npm run build` first) on a fresh data folder, in en-GB.
// The budget is 170 KB (aim 120), and every page is held to it: a page over it fails the bench.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from './production-server.ts';
import { waitForRenderedPages } from '../apps/web/e2e/support/rendered-pages.ts';
import { launchBrowser, VIEWPORTS } from '../apps/web/e2e/support/browser.ts';

const BUDGET_BYTES = 170 * 1000;
const PAGES = ['/', '/recycle-now', '/articles', '/locations', '/data-service', '/search'];
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const QUIET_MS = 500;
/** `--files` lists each script a page loads with its size. */
const LIST_FILES = process.argv.includes('--files');

/**
 * The site's scripts the page fetched, by path, once its network has been quiet for a while, and the text of its
 * inline scripts (the boot script).
 */
async function scriptsLoadedBy(
  browser: Awaited<ReturnType<typeof launchBrowser>>,
  url: string,
): Promise<{ files: string[]; inline: string[] }> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, locale: 'en-GB' });
  const page = await context.newPage();
  const scripts = new Set<string>();
  let last = Date.now();
  page.on('request', (request) => {
    last = Date.now();
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  while (Date.now() - last < QUIET_MS) await page.waitForTimeout(QUIET_MS);
  const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (elements) =>
    elements.map((element) => element.textContent ?? ''),
  );
  await context.close();
  return { files: [...scripts], inline };
}

const server = await startProductionServer();
const browser = await launchBrowser();
let over = false;
try {
  await waitForRenderedPages(server.url, PAGES, ['en-GB']);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const path of PAGES) {
    const { files, inline } = await scriptsLoadedBy(browser, `${server.url}${path}`);
    let total = 0;
    for (const file of files) {
      const size = gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
      if (LIST_FILES) console.log(`  ${kb(size).padStart(9)}  ${file}`);
      total += size;
    }
    for (const text of inline) total += gzipSync(text, { level: 9 }).length;
    const verdict =
      total > BUDGET_BYTES ? `OVER the ${kb(BUDGET_BYTES)} budget` : `within the ${kb(BUDGET_BYTES)} budget`;
    console.log(
      `Rendered ${path.padEnd(14)} loads ${String(files.length).padStart(2)} scripts (and ${inline.length} inline), ` +
        `${kb(total)}: ${verdict}`,
    );
    if (total > BUDGET_BYTES) over = true;
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over) process.exit(1);
