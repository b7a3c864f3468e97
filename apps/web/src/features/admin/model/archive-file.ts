/** Why a chosen file cannot be the archive, checked before the upload starts (the server checks again). */
export type ArchiveProblem = 'archiveMissing' | 'archiveNotZip' | 'archiveEmpty';

export function archiveProblem(file: Pick<File, 'name' | 'size'> | null): ArchiveProblem | null {
  if (!file) return 'archiveMissing';
  if (!/\.zip$/i.test(file.name)) return 'archiveNotZip';
  if (file.size === 0) return 'archiveEmpty';
  return null;
}
