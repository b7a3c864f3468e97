// `npm run import:locations -- FILE…`: imports drop-off points from OSM GeoJSON, Overpass JSON or Open3R CSV files
// (docs/decisions/0019-recycling-locator.md). While the server runs, it does the work over its operator channel.
import { resolve } from 'node:path';
import type { ImportSummary } from '../modules/locations/import/importer.ts';
import { LocationsImporter } from '../modules/locations/import/importer.ts';
import { runOperatorCommand, type Route } from './cli-support.ts';

const USAGE = 'Usage: npm run import:locations -- FILE… (OSM GeoJSON, Overpass JSON or Open3R CSV files)';
// A whole-UK file can take minutes on the embedded database.
const TIMEOUT_MS = 30 * 60_000;

export async function importLocations(
  files: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): Promise<{ summaries: ImportSummary[]; route: Route }> {
  // npm runs scripts from the root: INIT_CWD is where the operator typed the command.
  const paths = files.map((file) => resolve(env.INIT_CWD ?? cwd, file));
  const { result, route } = await runOperatorCommand(
    env,
    'import-locations',
    { files: paths },
    (db) => new LocationsImporter(db).importFiles(paths),
    TIMEOUT_MS,
  );
  return { summaries: result, route };
}

function counts(record: Record<string, number>): string {
  return Object.entries(record)
    .map(([reason, count]) => `${count} ${reason}`)
    .join('; ');
}

export function describeSummary(summary: ImportSummary): string[] {
  const lines = [
    `${summary.file} (${summary.format}, ${summary.source}${summary.sourceDate ? ` of ${summary.sourceDate.slice(0, 10)}` : ''}): ` +
      `${summary.read} read, ${summary.imported} new, ${summary.updated} updated, ${summary.restored} restored, ` +
      `${summary.unchanged} unchanged, ${summary.retired} retired, ${summary.merged} merged as duplicates.`,
  ];
  if (Object.keys(summary.skipped).length) lines.push(`  skipped: ${counts(summary.skipped)}.`);
  if (Object.keys(summary.dropped).length) lines.push(`  values left out as unreadable: ${counts(summary.dropped)}.`);
  return lines;
}

if (import.meta.main) {
  const files = process.argv.slice(2);
  if (!files.length || files.some((file) => file === '--help' || file === '-h')) {
    console.error(USAGE);
    process.exit(1);
  }
  try {
    const started = Date.now();
    const { summaries, route } = await importLocations(files);
    for (const summary of summaries) for (const line of describeSummary(summary)) console.log(line);
    const how = route === 'server' ? ' by the running server' : '';
    console.log(`Done${how} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
