import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const BUILT_INDEX = join(WEB, 'dist/index.html');
// The server's entry for rendering public pages (docs/rendering.md), built after the browser's bundle.
const BUILT_SERVER_ENTRY = join(WEB, 'dist-server/entry-server.js');
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(ROOT, 'packages/contract/src'),
  join(ROOT, 'package-lock.json'),
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
}

/** True when the web app has never been built, or a source changed since the last build. */
export function webBuildIsStale(): boolean {
  if (!existsSync(BUILT_INDEX) || !existsSync(BUILT_SERVER_ENTRY)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return SOURCES.some((source) => newestChange(source) > builtAt);
}

export async function buildWeb(): Promise<void> {
  await run('npm', ['run', 'build', '--workspace', '@recircuit/web'], { cwd: ROOT });
}
