// Budget (docs/web-app.md, "Budgets"): the JavaScript of the first load of `/` is at most 170 KB gzipped.
// Counts the entry script and every chunk index.html preloads, as a browser would fetch them.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 170 * 1000;
const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export async function firstLoadScripts(dist = DIST): Promise<string[]> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1] as string);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (match) => match[1] as string,
  );
  return [...new Set([...scripts, ...preloads])];
}

const files = await firstLoadScripts();
let total = 0;
for (const file of files) {
  const size = gzipSync(await readFile(join(DIST, file)), { level: 9 }).length;
  total += size;
  console.log(`  ${(size / 1000).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `First-load JavaScript of /: ${(total / 1000).toFixed(1)} KB gzipped, ${verdict} the ${BUDGET_BYTES / 1000} KB budget`,
);
if (files.length === 0) {
  console.error('No scripts found in apps/web/dist/index.html: is the web app built?');
  process.exit(1);
}
if (total > BUDGET_BYTES) process.exit(1);

// The operations console is its own lazy bundle (docs/web-app.md, "The operations console"): none of its chunks may load on `/`.
const html = await readFile(join(DIST, 'index.html'), 'utf8');
const consoleChunks = [...html.matchAll(/(?:src|href)="([^"]*\/(?:admin|console)[-.][^"]*)"/g)].map(
  (match) => match[1],
);
if (consoleChunks.length > 0) {
  console.error(`The console's code is on the first load of /: ${consoleChunks.join(', ')}`);
  process.exit(1);
}
console.log("None of the operations console's chunks loads on /.");
