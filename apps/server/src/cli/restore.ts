// `npm run restore -- FILE`: brings back a backup made by `npm run backup` into an empty DATA_DIR
// (docs/operations.md, "Backups"). Then start the server on that DATA_DIR.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../lib/backup/backup-file.ts';
import { PRIVATE_UMASK, prepareDataDir } from '../lib/data-dir.ts';
import { OperatorCommandError } from '../lib/operator-channel/registry.ts';
import { runCommand } from './cli-support.ts';

export async function restore(fileArgument: string, env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    throw new OperatorCommandError(
      'This site runs on PostgreSQL (DATABASE_URL): restore its pg_dump with pg_restore, for example ' +
        '`pg_restore --clean --if-exists --dbname "$DATABASE_URL" recircuit.dump`.',
    );
  }
  process.umask(PRIVATE_UMASK);
  prepareDataDir(config.dataDir);
  return restoreBackup(resolve(fileArgument), config.dataDir);
}

if (import.meta.main) {
  await runCommand('Usage: npm run restore -- <backup file> (into an empty DATA_DIR)', async (file) => {
    const config = loadConfig(process.env);
    const manifest = await restore(file);
    const files =
      manifest.files.kind === 'included'
        ? `${manifest.files.count} stored file(s) into ${join(config.dataDir, 'files')}`
        : `no stored files (they are in the S3 bucket ${manifest.files.bucket})`;
    console.log(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}: the database and ${files}.`);
  });
}
