// Caps a process at a fixed share of a core with a cgroup (v1: the `cpu` and `cpuacct` controllers), the way a
// fleet gives each instance its share, and reads the CPU time it used (docs/operations.md, "Budgets").
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU = '/sys/fs/cgroup/cpu';
const CPUACCT = '/sys/fs/cgroup/cpuacct';
const PERIOD_US = 100_000;

export interface CpuCap {
  /** Seconds of CPU the capped process has used since it was capped. */
  usedSeconds(): number;
  /** Lets the process go (it must have exited) and removes the group. */
  remove(): void;
}

/** Whether this machine lets us make cgroups (root, cgroup v1 with cpu and cpuacct mounted). */
export function canCapCpu(): boolean {
  try {
    const probe = join(CPU, `recircuit-probe-${process.pid}`);
    mkdirSync(probe);
    rmdirSync(probe);
    return existsSync(join(CPUACCT, 'cpuacct.usage'));
  } catch {
    return false;
  }
}

/** Puts `pid` (its whole thread group) in a new group limited to `cores` of CPU time. */
export function capCpu(name: string, pid: number, cores: number): CpuCap {
  const groups = [join(CPU, name), join(CPUACCT, name)];
  for (const group of groups) if (!existsSync(group)) mkdirSync(group);
  writeFileSync(join(groups[0]!, 'cpu.cfs_period_us'), String(PERIOD_US));
  writeFileSync(join(groups[0]!, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
  for (const group of groups) writeFileSync(join(group, 'cgroup.procs'), String(pid));
  const usage = () => Number(readFileSync(join(groups[1]!, 'cpuacct.usage'), 'utf8')) / 1e9;
  const start = usage();
  return {
    usedSeconds: () => usage() - start,
    remove() {
      for (const group of groups) {
        try {
          rmdirSync(group);
        } catch {
          // Still holds a process that has not exited: left for the next run to reuse.
        }
      }
    },
  };
}
