// The arithmetic of bench/lighthouse.ts: medians over several Lighthouse runs of one page, and the budgets.
// Budget (docs/web-app.md, "Budgets"): median of the runs, mobile preset.

/** Category id → the least median score (0–100) it may have. */
export const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export type Category = keyof typeof BUDGET;
/**
 * Inside `npm test` (LIGHTHOUSE_FLOOR=test) performance fails only below this: a busy 2-core machine moves the
 * median by tens of points (German `/` gave a median of 81, runs 79–90, in the CI run of 27 November 2026, and 94
 * on the same build alone), so only a page that has fallen far fails the tests; the 95 is the bench's. The other
 * categories do not depend on the machine and stay strict. docs/web-app.md, "Budgets".
 */
export const TEST_FLOOR: Record<Category, number> = { ...BUDGET, performance: 70 };
export const CATEGORIES = Object.keys(BUDGET) as Category[];

/** What one Lighthouse run says about a page: category scores 0–100, timings in ms, CLS unitless. */
export interface RunSummary {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface PageSummary extends RunSummary {
  /** Lowest and highest performance score among the runs. */
  performanceSpread: [number, number];
  /** The index of the run closest to the median (performance first, then LCP): its audits are the ones to read. */
  medianRun: number;
  /** Categories whose median misses the budget. */
  failures: Category[];
  /** Categories whose median is below the floor that fails the run (the budget itself unless in `npm test`). */
  fatal: Category[];
}

/** Each number's own median over the runs (so the medians may come from different runs). */
export function summarise(runs: readonly RunSummary[], floor: Record<Category, number> = BUDGET): PageSummary {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<
    Category,
    number
  >;
  const performances = runs.map((run) => run.scores.performance);
  const fcp = median(runs.map((run) => run.fcp));
  const lcp = median(runs.map((run) => run.lcp));
  const distance = (run: RunSummary) =>
    [Math.abs(run.scores.performance - scores.performance), Math.abs(run.lcp - lcp)] as const;
  let medianRun = 0;
  runs.forEach((run, index) => {
    const [score, time] = distance(run);
    const [bestScore, bestTime] = distance(runs[medianRun]!);
    if (score < bestScore || (score === bestScore && time < bestTime)) medianRun = index;
  });
  return {
    scores,
    fcp,
    lcp,
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    performanceSpread: [Math.min(...performances), Math.max(...performances)],
    medianRun,
    failures: CATEGORIES.filter((id) => scores[id] < BUDGET[id]),
    fatal: CATEGORIES.filter((id) => scores[id] < floor[id]),
  };
}

const SHORT: Record<Category, string> = {
  performance: 'perf',
  accessibility: 'a11y',
  'best-practices': 'bp',
  seo: 'seo',
};

/** One line per page and language, e.g. `de-DE /articles  perf 76 (74–79) a11y 100 … FCP 2.9 s …`. */
export function formatLine(language: string, path: string, summary: PageSummary): string {
  const scores = CATEGORIES.map((id) => {
    const spread = id === 'performance' ? ` (${summary.performanceSpread[0]}–${summary.performanceSpread[1]})` : '';
    const verdict = summary.failures.includes(id) ? ` OVER (needs ${BUDGET[id]})` : '';
    return `${SHORT[id]} ${summary.scores[id]}${spread}${verdict}`;
  });
  const timings = `FCP ${Math.round(summary.fcp)} ms, LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls.toFixed(3)}`;
  return `${language} ${path.padEnd(14)} ${scores.join(', ')}; ${timings}`;
}
