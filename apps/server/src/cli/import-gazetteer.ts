// `npm run import:gazetteer -- --postcodes F --outcodes F --sectors F --places F`: loads the postcode and
// place gazetteer (CSV, gzipped when the name ends .gz). While the server runs, it does the work over its
// operator channel; otherwise the command opens the database itself (docs/operations.md, "Operator commands").
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { GAZETTEER_TABLES, type GazetteerFiles } from '../modules/locations/gazetteer/importer.ts';
import { runGazetteerImport, type GazetteerImportSummary } from '../modules/locations/gazetteer/operator-command.ts';
import { runOperatorCommand, type Route } from './cli-support.ts';

const USAGE =
  'Usage: npm run import:gazetteer -- [--postcodes FILE] [--outcodes FILE] [--sectors FILE] [--places FILE] (at least one).';
// The full GB postcode file takes well under two minutes; a slow disk gets room to spare.
const TIMEOUT_MS = 15 * 60 * 1000;

/** The files named on the command line, as absolute paths (relative ones from where npm was run). */
export function parseGazetteerArgs(argv: string[], cwd: string): GazetteerFiles {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: Object.fromEntries(GAZETTEER_TABLES.map((table) => [table, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    }));
  } catch {
    throw new Error(USAGE);
  }
  const files: GazetteerFiles = {};
  for (const table of GAZETTEER_TABLES) {
    const value = values[table];
    if (typeof value === 'string' && value) files[table] = resolve(cwd, value);
  }
  if (!Object.keys(files).length) throw new Error(USAGE);
  return files;
}

export async function importGazetteerFiles(
  files: GazetteerFiles,
  env: NodeJS.ProcessEnv = process.env,
): Promise<GazetteerImportSummary & { route: Route }> {
  const { result, route } = await runOperatorCommand(
    env,
    'import-gazetteer',
    { ...files },
    (db) => runGazetteerImport(db, files),
    TIMEOUT_MS,
  );
  return { ...result, route };
}

if (import.meta.main) {
  try {
    const files = parseGazetteerArgs(process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
    const { counts, seconds, route } = await importGazetteerFiles(files);
    const parts = GAZETTEER_TABLES.filter((table) => counts[table] !== undefined).map(
      (table) => `${counts[table]!.toLocaleString('en-GB')} ${table}`,
    );
    const how = route === 'server' ? ' (done by the running server)' : '';
    console.log(`Gazetteer loaded in ${seconds} s${how}: ${parts.join(', ')}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
