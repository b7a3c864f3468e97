// `npm test`: type check, lint, unit and API tests, the web build, browser tests, the bundle budget, Lighthouse and
// the time from first paint to live.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ensureChromium } from './chromium.ts';
import { CommandFailed, run, runHeld } from './run.ts';
import { buildWeb, ROOT } from './web-build.ts';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

const totals = { passed: 0, failed: 0, skipped: 0 };

async function vitest(label: string, projects: string[]): Promise<void> {
  const report = join(tmpdir(), `recircuit-vitest-${label}-${process.pid}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])];
  try {
    await run('npx', [...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`], { cwd: ROOT });
  } finally {
    const counts = await readFile(report, 'utf8')
      .then((text) => JSON.parse(text) as VitestReport)
      .catch(() => undefined);
    if (counts) {
      totals.passed += counts.numPassedTests;
      totals.failed += counts.numFailedTests;
      totals.skipped += counts.numPendingTests;
    }
    await rm(report, { force: true });
  }
}

async function step(title: string, work: () => Promise<void>): Promise<void> {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  await work();
  console.log(`◀ ${title}: ${Math.round((performance.now() - started) / 1000)} s`);
}

try {
  const chromium = ensureChromium();
  process.env.CHROMIUM_PATH = chromium;
  // The type check runs on one core; lint and Prettier share the other (57 + 32 + 20 s one after another in CI).
  await step('Type check, lint and formatting (Prettier)', async () => {
    const results = await Promise.allSettled([
      runHeld('npm', ['run', 'typecheck'], { cwd: ROOT }),
      runHeld('npm', ['run', 'lint'], { cwd: ROOT }).then(() => runHeld('npm', ['run', 'format:check'], { cwd: ROOT })),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  await step('Unit and API tests', () => vitest('unit', ['contract', 'server', 'web']));
  await step('Build the web app', buildWeb);
  await step('Browser tests (Chromium)', () => vitest('e2e', ['e2e']));
  await step('Budgets', () => run('npm', ['run', 'bench'], { cwd: ROOT }));
  // Only the floors, in en-GB: the budgets, and German, are the benches' own runs (docs/web-app.md, "Budgets").
  await step('Lighthouse (public pages)', () =>
    run('npm', ['run', 'bench:lighthouse'], {
      cwd: ROOT,
      env: { ...process.env, LIGHTHOUSE_FLOOR: 'test', LIGHTHOUSE_LANGUAGES: 'en-GB' },
    }),
  );
  await step('Live after the first paint (public pages)', () =>
    run('npm', ['run', 'bench:interactive'], {
      cwd: ROOT,
      env: { ...process.env, INTERACTIVE_FLOOR: 'test', INTERACTIVE_LANGUAGES: 'en-GB' },
    }),
  );
  console.log(
    `\nAll checks passed.\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
} catch (error) {
  console.error(`\n${error instanceof CommandFailed ? error.message : String(error)}`);
  console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed, ${totals.skipped} skipped`);
  process.exit(1);
}
