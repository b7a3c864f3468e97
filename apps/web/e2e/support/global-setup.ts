// Starts a server once per run on a fresh data folder and keeps a copy of it, migrated and
// seeded, for each test file's server to start from (support/site.ts): a new database and its
// seeds cost about 5 s of CPU per file.
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { freshDataFolder } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder each test file's server starts from a copy of. */
    dataFolderTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await freshDataFolder();
  project.provide('dataFolderTemplate', folder);
  return () => rm(folder, { recursive: true, force: true });
}
