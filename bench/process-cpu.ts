// A process's own CPU time from /proc (Linux), for benches that count the CPU a request costs rather than only the
// requests a second, which spread with whatever else the machine runs (docs/operations.md, "Budgets").
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

/** Seconds of CPU `pid` has used, in user and kernel mode, or undefined where /proc cannot tell. */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
