// Budget (docs/web-app.md, "Budgets"): Lighthouse, mobile preset, on /, /recycle-now, /articles and /locations:
// performance >= 95, accessibility 100, best practices >= 95, SEO >= 95.
// Runs the real built server on a fresh data folder and Debian's Chromium (CHROMIUM_PATH).
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startServer } from '../apps/web/e2e/support/server.ts';

const PAGES = ['/', '/recycle-now', '/articles', '/locations'];
const BUDGET: Record<string, number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };

const server = await startServer({
  NODE_ENV: 'production',
  SESSION_SECRET: 'lighthouse-bench-secret-0123456789abcdef',
});
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
let failed = false;
try {
  for (const path of PAGES) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: Object.keys(BUDGET),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const scores = Object.entries(BUDGET).map(([id, least]) => {
      const score = Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
      if (score < least) failed = true;
      return `${id} ${score}${score < least ? ` (OVER: needs ${least})` : ''}`;
    });
    console.log(`Lighthouse ${path}: ${scores.join(', ')}`);
    if (process.env.LIGHTHOUSE_DETAILS) {
      for (const [id, audit] of Object.entries(result.lhr.audits)) {
        if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
          console.log(`  ${id}: ${audit.score} ${audit.displayValue ?? ''}`);
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (failed) process.exit(1);
