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

// The operations console is its own lazy bundle (docs/web-app.md, "The operations console"): none of its chunks may
// load on `/`. Chunks are named by their hash, so the build's manifest says which hold the console's sources.
const manifest = JSON.parse(await readFile(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; css?: string[] }
>;
const CONSOLE_SOURCE = /^src\/(app\/routes\/admin|features\/admin)\//;
const consoleFiles = new Set(
  Object.entries(manifest).flatMap(([source, chunk]) =>
    CONSOLE_SOURCE.test(source) ? [chunk.file, ...(chunk.css ?? [])] : [],
  ),
);
if (consoleFiles.size === 0) {
  console.error("The build's manifest names none of the console's sources: is the web app built?");
  process.exit(1);
}
const html = await readFile(join(DIST, 'index.html'), 'utf8');
const loaded = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1] as string);
const consoleChunks = loaded.filter((file) => consoleFiles.has(file));
if (consoleChunks.length > 0) {
  console.error(`The console's code is on the first load of /: ${consoleChunks.join(', ')}`);
  process.exit(1);
}
console.log(`None of the operations console's ${consoleFiles.size} files loads on /.`);
