import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);
let outDir = '';

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

// Vite lets NODE_ENV from the environment pick React's build, so a server started with
// NODE_ENV=development used to ship React's development build (about 60 KB more to load).
it('builds React for production even when NODE_ENV=development', async () => {
  outDir = await mkdtemp(join(tmpdir(), 'recircuit-web-build-'));
  await run('npm', ['run', 'build:browser', '--', '--outDir', outDir], {
    cwd: WEB,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const scripts = (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.js'));
  const code = await Promise.all(scripts.map((name) => readFile(join(outDir, 'assets', name), 'utf8')));
  expect(code.some((text) => text.includes('jsxDEV'))).toBe(false);
  expect(code.some((text) => text.includes('react.dev/errors'))).toBe(true);
}, 120_000);
