/**
 * One CSV cell: quoted, quotes doubled, and a cell a spreadsheet would read as a formula
 * (starting with = + - @, a tab or a carriage return) prefixed with a single quote, so an
 * order's text can never run in the reader's spreadsheet (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows of cells as CSV text (RFC 4180: CRLF line ends). */
export function csv(rows: (string | number | null)[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
