/** An audit entry's detail as short "key: value" lines (nested values as compact JSON), for the log's table. */
export function detailLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  return Object.entries(detail).map(([key, value]) => {
    const shown = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key}: ${shown ?? ''}`;
  });
}
