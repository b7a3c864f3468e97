// Budget (docs/web-app.md, "Budgets"): the JavaScript a rendered page really loads, gzip -9 per file, as a browser
// fetches it: the boot script and every module its page data lists (the entry, the shared chunks, the route's
// modules and what they import). bench/bundle-size.ts counts the shell's index.html instead, which a rendered page
// never loads as such. Runs the real built server (`npm run build` first) on a fresh data folder, in en-GB.
// The target is 170 KB (aim 120). Until issue 29's cuts land, each page fails only above its ceiling: what it loaded
// on 27 November 2026 and a little, so no page can grow unnoticed while they are made.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startProductionServer } from './production-server.ts';
import { waitForRenderedPages } from '../apps/web/e2e/support/rendered-pages.ts';

const TARGET_BYTES = 170 * 1000;
/** Each page's ceiling, in KB: 211, 185, 181, 237, 280 and 182 KB measured, with some 2 % more. */
const CEILINGS: Record<string, number> = {
  '/': 215,
  '/recycle-now': 189,
  '/articles': 185,
  '/locations': 242,
  '/data-service': 286,
  '/search': 186,
};
const PAGES = Object.keys(CEILINGS);
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The scripts a rendered document makes the browser load: its module scripts and its page data's modules. */
function scriptsOf(html: string): string[] {
  const scripts = [...html.matchAll(/<script type="module"[^>]* src="([^"]+\.js)"/g)].map((match) => match[1]!);
  const modules = /data-modules="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  return [...new Set([...scripts, ...modules])];
}

const server = await startProductionServer();
let over = false;
try {
  await waitForRenderedPages(server.url, PAGES, ['en-GB']);
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  for (const path of PAGES) {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const files = scriptsOf(html);
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
    const ceiling = CEILINGS[path]! * 1000;
    const verdict =
      total > ceiling
        ? `OVER its ${kb(ceiling)} ceiling`
        : total > TARGET_BYTES
          ? `over the ${kb(TARGET_BYTES)} target (issue 29), under its ${kb(ceiling)} ceiling`
          : `within the ${kb(TARGET_BYTES)} target`;
    console.log(
      `Rendered ${path.padEnd(14)} loads ${String(files.length).padStart(2)} scripts, ${kb(total)}: ${verdict}`,
    );
    if (total > ceiling) over = true;
  }
} finally {
  await server.stop();
}
if (over) process.exit(1);
