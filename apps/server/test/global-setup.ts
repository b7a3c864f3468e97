// Builds, once per run, a migrated PGlite data folder that every test file's throwaway database starts from:
// a new PGlite cluster costs about 2 s of CPU (initdb), loading this dump about 0.5 s (README, "Test it").
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../src/db/client.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return async () => {};
  }
  const dump = await migratedPgliteDump();
  const file = join(tmpdir(), `recircuit-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
