import { isAbsolute } from 'node:path';
import { z } from 'zod';
import type { OperatorCommand } from '../operator-channel/registry.ts';
import { writeBackup, type BackupSource } from './backup-file.ts';

/** `npm run backup -- FILE` done by the running server, which holds PGlite (cli/backup.ts). */
export function backupCommand(source: BackupSource) {
  return {
    name: 'backup',
    args: z.object({
      file: z
        .string()
        .max(4096)
        .refine(isAbsolute, 'must be an absolute path')
        .refine((path) => !path.includes('\0')),
    }),
    run: ({ file }) => writeBackup(file, source),
  } satisfies OperatorCommand<z.ZodObject<{ file: z.ZodType<string> }>>;
}
