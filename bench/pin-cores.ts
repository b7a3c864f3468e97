// Pins processes to cores with taskset, so a load test's generator and the server it measures do not take turns on
// the same core (docs/operations.md, "Budgets"). Where taskset is missing or there is one core, says so.
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';

/** Whether processes can be pinned here: taskset, and at least two cores (one for the server, one for the load). */
export function canPin(): boolean {
  if (cpus().length < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Runs `pid` (all its threads) on `core` only. */
export function pin(pid: number, core: number): void {
  execFileSync('taskset', ['-a', '-cp', String(core), String(pid)], { stdio: 'ignore' });
}

/** Lets `pid` run on every core again (what its children started later inherit). */
export function unpin(pid: number): void {
  execFileSync('taskset', ['-a', '-cp', `0-${cpus().length - 1}`, String(pid)], { stdio: 'ignore' });
}
