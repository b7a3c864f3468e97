import { formatNumber } from '../../../lib/format';

const UNITS = ['bytes', 'kb', 'mb', 'gbSize'] as const;

/** A size in bytes in the largest unit that keeps it at 1 or more: 12.3 KB, 4.5 GB. */
export function archiveSize(bytes: number): { key: (typeof UNITS)[number]; size: string } {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return { key: UNITS[unit] ?? 'bytes', size: formatNumber(value, { maximumFractionDigits: unit === 0 ? 0 : 1 }) };
}
