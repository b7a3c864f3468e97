import { isAbsolute } from 'node:path';
import { z } from 'zod';
import type { OperatorCommand } from '../../../lib/operator-channel/registry.ts';
import type { ImportSummary, LocationsImporter } from './importer.ts';

const importLocationsArgs = z.object({
  files: z
    .array(
      z.string().min(1).max(4096).refine(isAbsolute, 'Give each file as an absolute path: the server reads it itself.'),
      { error: 'Give the files to import.' },
    )
    .min(1, 'Give the files to import.')
    .max(100, 'Import at most 100 files at a time.'),
});

/** `npm run import:locations -- FILE…`, done by the running server or, when none runs, by the command itself. */
export function importLocationsCommand(importer: LocationsImporter): OperatorCommand<typeof importLocationsArgs> {
  return {
    name: 'import-locations',
    args: importLocationsArgs,
    run: ({ files }): Promise<ImportSummary[]> => importer.importFiles(files),
  };
}
