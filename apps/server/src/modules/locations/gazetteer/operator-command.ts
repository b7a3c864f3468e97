import { isAbsolute } from 'node:path';
import { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { OperatorCommand } from '../../../lib/operator-channel/registry.ts';
import { importGazetteer, type GazetteerCounts, type GazetteerFiles } from './importer.ts';

const path = z
  .string()
  .max(4_096, 'That path is too long.')
  .refine(isAbsolute, 'Give each file as an absolute path (the server reads it).')
  .optional();

export const importGazetteerArgs = z
  .object({ postcodes: path, outcodes: path, sectors: path, places: path })
  .refine((files) => Object.values(files).some(Boolean), {
    message: 'Give at least one file: --postcodes, --outcodes, --sectors or --places.',
  });

export interface GazetteerImportSummary {
  counts: GazetteerCounts;
  seconds: number;
}

/** Loads the files and says how many rows each table now holds and how long it took. */
export async function runGazetteerImport(db: Database, files: GazetteerFiles): Promise<GazetteerImportSummary> {
  const started = performance.now();
  const counts = await importGazetteer(db, files);
  return { counts, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/** `npm run import:gazetteer -- --postcodes F …`, run by the server when one is running (it holds PGlite). */
export function importGazetteerCommand(db: Database): OperatorCommand<typeof importGazetteerArgs> {
  return { name: 'import-gazetteer', args: importGazetteerArgs, run: (files) => runGazetteerImport(db, files) };
}
