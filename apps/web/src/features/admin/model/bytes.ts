import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';

const UNITS = ['b', 'kb', 'mb', 'gb', 'tb'] as const;

/** A size in bytes for people: 512 B, 1.5 KB, 2.3 MB, 1.1 GB (1000-based, as disks are sold), in the console's language. */
export function formatBytes(t: TFunction, bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const size =
    unit === 0 ? formatNumber(Math.round(value)) : formatNumber(value, { maximumFractionDigits: value < 10 ? 1 : 0 });
  return t(`admin.units.${UNITS[unit] ?? 'b'}`, { size });
}
