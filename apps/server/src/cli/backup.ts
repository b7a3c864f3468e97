// `npm run backup -- FILE`: a consistent backup of a PGlite site while it runs (docs/operations.md, "Backups").
// The running server writes it (it holds the database); with no server running, this process does.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { writeBackup, type BackupManifest } from '../lib/backup/backup-file.ts';
import { OperatorCommandError } from '../lib/operator-channel/registry.ts';
import { runCommand, runOperatorCommand, type Route } from './cli-support.ts';

/** The whole backup takes one dump and a copy of the files: minutes at most. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

export async function backup(
  fileArgument: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ manifest: BackupManifest; route: Route }> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    throw new OperatorCommandError(
      'This site runs on PostgreSQL (DATABASE_URL): back it up with pg_dump, for example ' +
        '`pg_dump --format=custom "$DATABASE_URL" > recircuit.dump`, and restore with pg_restore. ' +
        `Back up the files in ${config.s3 ? `the S3 bucket ${config.s3.bucket}` : join(config.dataDir, 'files')} too.`,
    );
  }
  const file = resolve(fileArgument);
  const { result, route } = await runOperatorCommand(
    env,
    'backup',
    { file },
    (_db, handle) =>
      writeBackup(file, {
        dumpDataDir: handle.dumpDataDir as () => Promise<Blob>,
        dataDir: config.dataDir,
        bucket: config.s3?.bucket,
      }),
    BACKUP_TIMEOUT_MS,
  );
  return { manifest: result, route };
}

if (import.meta.main) {
  await runCommand('Usage: npm run backup -- <file to write, e.g. recircuit-2026-11-27.tar>', async (file) => {
    const { manifest, route } = await backup(file);
    const files =
      manifest.files.kind === 'included'
        ? `${manifest.files.count} stored file(s) included`
        : `stored files not included: they are in the S3 bucket ${manifest.files.bucket}, back it up there`;
    console.log(
      `Backed up to ${resolve(file)}: the database and ${files}${route === 'server' ? ' (written by the running server)' : ''}.`,
    );
  });
}
