// Budget (docs/web-app.md, "Budgets"): Lighthouse, mobile preset, median of 3 runs, on /, /recycle-now, /articles,
// /locations and /data-service, in en-GB and another language: performance >= 95, accessibility, best practices
// and SEO 100 (bench/lighthouse-median.ts). Runs the real built server (`npm run build` first) on a fresh data
// folder and Debian's Chromium (CHROMIUM_PATH).
// LIGHTHOUSE_RUNS (default 3) runs per page; LIGHTHOUSE_LANGUAGES (default en-GB,de-DE) picks the languages, set
// with the `lang` cookie in Chromium's cookie store, so both the server and the page's script see it;
// LIGHTHOUSE_DETAILS=1 prints the failing audits of each page's median run; LIGHTHOUSE_PAGES (comma separated)
// measures only those pages; LIGHTHOUSE_DUMP=<folder> writes each median run's report there.
import { readFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startProductionServer } from './production-server.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, isLanguage } from '../packages/contract/src/languages.ts';
import { waitForRenderedPages } from '../apps/web/e2e/support/rendered-pages.ts';
import { BUDGET, CATEGORIES, TEST_FLOOR, formatLine, summarise, type RunSummary } from './lighthouse-median.ts';

const ALL_PAGES = ['/', '/recycle-now', '/articles', '/locations', '/data-service'];
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',').map((path) => path.trim())
  : ALL_PAGES;

const runs = Number(process.env.LIGHTHOUSE_RUNS || 3);
const floor = process.env.LIGHTHOUSE_FLOOR === 'test' ? TEST_FLOOR : BUDGET;
const languages = (process.env.LIGHTHOUSE_LANGUAGES || `${DEFAULT_LANGUAGE},de-DE`)
  .split(',')
  .map((language) => language.trim())
  .filter(Boolean);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) {
  console.error(`LIGHTHOUSE_RUNS must be a whole number from 1 to 20, not "${process.env.LIGHTHOUSE_RUNS}"`);
  process.exit(2);
}
const strayPages = PAGES.filter((path) => !ALL_PAGES.includes(path));
if (PAGES.length === 0 || strayPages.length > 0) {
  console.error(`LIGHTHOUSE_PAGES must list pages of ${ALL_PAGES.join(', ')}, not "${strayPages}"`);
  process.exit(2);
}
const unknown = languages.filter((language) => !isLanguage(language));
if (languages.length === 0 || unknown.length > 0) {
  console.error(`LIGHTHOUSE_LANGUAGES must list en-GB, zh-CN, de-DE or fr-FR (comma separated), not "${unknown}"`);
  process.exit(2);
}

/** Puts the `lang` cookie into Chromium's cookie store (DevTools protocol, browser target); Lighthouse keeps cookies. */
async function setLanguageCookie(port: number, url: string, language: string): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error('could not reach Chromium'));
  });
  try {
    const cookies = [{ name: LANGUAGE_COOKIE, value: language, url, path: '/' }];
    const answer = await new Promise<{ error?: { message: string } }>((resolve) => {
      socket.onmessage = (event) => resolve(JSON.parse(String(event.data)));
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
    if (answer.error) throw new Error(`Chromium refused the lang cookie: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}

const manifest = JSON.parse(
  readFileSync(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;
/** The built files of `language`'s words (their names are hashed), from the web build's manifest. */
const wordsFiles = (language: string) =>
  Object.entries(manifest)
    .filter(([source]) => source.includes(`locales/${language}`))
    .map(([, chunk]) => `/${chunk.file}`);

const server = await startProductionServer();
// The server renders the public pages in the background after it starts: measure them once they are ready.
await waitForRenderedPages(server.url, PAGES, languages);

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
/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, now and then) is run again. */
async function measure(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  }
}

console.log(`Lighthouse, mobile preset, median of ${runs} run(s) per page`);
let failed = false;
let missedStrictly = false;
try {
  for (const language of languages) {
    await setLanguageCookie(chrome.port, server.url, language);
    for (const path of PAGES) {
      const results = [];
      for (let run = 0; run < runs; run++) {
        results.push(await measure(`${server.url}${path}`, chrome.port));
      }
      const summaries: RunSummary[] = results.map((lhr) => ({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as RunSummary['scores'],
        fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      }));
      const summary = summarise(summaries, floor);
      if (summary.fatal.length > 0) failed = true;
      else if (summary.failures.length > 0) missedStrictly = true;
      console.log(formatLine(language, path, summary));
      const median = results[summary.medianRun]!;
      if (process.env.LIGHTHOUSE_DUMP) {
        const { writeFileSync } = await import('node:fs');
        writeFileSync(
          `${process.env.LIGHTHOUSE_DUMP}/${language}${path.replace(/\//g, '_')}.json`,
          JSON.stringify(median),
        );
      }
      // The page hydrates with its language's words: files the build made from that language's locales.
      const requests = (median.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)
        ?.items;
      const words = wordsFiles(language);
      if (language !== DEFAULT_LANGUAGE && !requests?.some((item) => words.some((file) => item.url?.endsWith(file))))
        console.log(`  (no ${language} chunk was fetched: check that the page honours the lang cookie)`);
      if (process.env.LIGHTHOUSE_DETAILS) {
        for (const [id, audit] of Object.entries(median.audits)) {
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
            console.log(`  ${id}: ${audit.score} ${audit.displayValue ?? ''}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
if (failed) {
  console.log('Lighthouse: a median misses its budget (docs/web-app.md, "Budgets")');
  process.exit(1);
}
if (missedStrictly) {
  console.log(
    `Lighthouse: a performance median is under ${BUDGET.performance} but above the ${TEST_FLOOR.performance} that fails ` +
      '`npm test` on a busy machine; measure it alone with `npm run bench:lighthouse` (docs/web-app.md, "Budgets")',
  );
}
