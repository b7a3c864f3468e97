import type { TFunction } from 'i18next';
import { byteSize, type ByteUnit } from '@recircuit/contract';
import { formatNumber } from '../../../lib/format';

const UNIT_KEYS = { bytes: 'b', kb: 'kb', mb: 'mb', gb: 'gb', tb: 'tb' } as const satisfies Record<ByteUnit, string>;

/** A size in bytes for people: 512 B, 1.5 KB, 2.3 MB, 1.1 GB (the contract's byteSize, as the owner reads it), in the console's language. */
export function formatBytes(t: TFunction, bytes: number): string {
  const { unit, value, decimals } = byteSize(bytes);
  return t(`admin.units.${UNIT_KEYS[unit]}`, { size: formatNumber(value, { maximumFractionDigits: decimals }) });
}
