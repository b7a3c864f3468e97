import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { create, extract } from 'tar';
import { restorePgliteDump } from '../../db/client.ts';
import { OperatorCommandError } from '../operator-channel/registry.ts';

/** What a backup file holds besides the database, in `backup.json` (docs/operations.md, "Backups"). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Uploaded images and data archives: in the file (`files/`), or in the S3 bucket named, which it does not copy. */
  files: { kind: 'included'; count: number } | { kind: 'in-bucket'; bucket: string };
}

const MANIFEST = 'backup.json';
const DATABASE = 'database.tar.gz';
const FILES = 'files';

export interface BackupSource {
  /** PGlite's dump of its data folder (DatabaseHandle.dumpDataDir). */
  dumpDataDir: () => Promise<Blob>;
  dataDir: string;
  /** Set when the files are in S3: only named in the backup. */
  bucket: string | undefined;
}

/**
 * Writes a backup of a PGlite site to `file` (a tar): the database first, dumped between two
 * queries while the server keeps answering, then the files folder. A file stored after the dump
 * is in the backup unreferenced, which does no harm; one deleted in between (an expired archive) is
 * missing, as it would be an hour later. Written beside `file` and renamed, so `file` is whole or absent.
 */
export async function writeBackup(file: string, source: BackupSource): Promise<BackupManifest> {
  if (existsSync(file)) throw new OperatorCommandError(`${file} already exists: name a new file.`);
  if (!existsSync(dirname(file))) throw new OperatorCommandError(`The folder ${dirname(file)} does not exist.`);
  const staging = await mkdtemp(join(tmpdir(), 'recircuit-backup-'));
  const partial = join(dirname(file), `.${basename(file)}.partial`);
  try {
    const dump = await source.dumpDataDir();
    await writeFile(join(staging, DATABASE), Buffer.from(await dump.arrayBuffer()));
    const filesDir = join(source.dataDir, FILES);
    const count =
      !source.bucket && existsSync(filesDir)
        ? readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length
        : 0;
    const manifest: BackupManifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      files: source.bucket ? { kind: 'in-bucket', bucket: source.bucket } : { kind: 'included', count },
    };
    await writeFile(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    if (manifest.files.kind === 'included' && existsSync(filesDir))
      await cp(filesDir, join(staging, FILES), { recursive: true });
    const entries = [MANIFEST, DATABASE, ...(existsSync(join(staging, FILES)) ? [FILES] : [])];
    await create({ file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into `dataDir`, which must have no database yet: PGlite's folder made from the
 * dump (it recovers as after a crash: everything committed before the dump is there), and the files.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new OperatorCommandError(`${file} does not exist.`);
  const pgliteDir = join(dataDir, 'pglite');
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    throw new OperatorCommandError(`${dataDir} already has a database: restore into an empty DATA_DIR.`);
  }
  const staging = await mkdtemp(join(tmpdir(), 'recircuit-restore-'));
  try {
    await extract({ file, cwd: staging, strict: true }, [MANIFEST, DATABASE]).catch(() => {
      throw new OperatorCommandError(`${file} is not a ReCircuit backup.`);
    });
    const manifest = await readManifest(join(staging, MANIFEST));
    const dump = new Blob([await readFile(join(staging, DATABASE))]);
    await restorePgliteDump(pgliteDir, dump);
    if (manifest.files.kind === 'included') {
      await extract({
        file,
        cwd: dataDir,
        strict: true,
        filter: (path) => path === FILES || path.startsWith(`${FILES}/`),
      });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function readManifest(path: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path, 'utf8').catch(() => '{}')) as Partial<BackupManifest>;
  if (manifest.format !== 1 || !manifest.files)
    throw new OperatorCommandError(`${path} is not a backup this version can read.`);
  return manifest as BackupManifest;
}
