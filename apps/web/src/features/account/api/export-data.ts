import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api';

export const EXPORT_FILE_NAME = 'recircuit-my-data.json';

/** GET /deviceOwner/export: everything the server keeps about you (UK GDPR), as JSON. */
export function exportData(): Promise<unknown> {
  return apiData<unknown>('/deviceOwner/export');
}

/** Hands the export to the browser as a file download. */
export function saveAsFile(data: unknown, fileName = EXPORT_FILE_NAME): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const data = await exportData();
      saveAsFile(data);
    },
  });
}
