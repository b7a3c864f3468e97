import { useMutation } from '@tanstack/react-query';
import type { ReportQuery } from '@recircuit/contract';
import { apiBlob } from '../../../lib/api';

/** GET /api/admin/reports/orders.csv?from=&to=: the orders of a period as CSV (no secrets). */
export function fetchReport(query: ReportQuery): Promise<Blob> {
  return apiBlob('/api/admin/reports/orders.csv', { query: { from: query.from, to: query.to }, timeoutMs: 60_000 });
}

/** The file name the download is saved under. */
export const reportFileName = (query: ReportQuery) => `orders-${query.from}-to-${query.to}.csv`;

/** Fetches the report and hands it to the browser as a download. */
export async function downloadReport(query: ReportQuery): Promise<void> {
  const blob = await fetchReport(query);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = reportFileName(query);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL can go once it has been read.
    setTimeout(() => URL.revokeObjectURL(url), 30_000);
  }
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
