import { byteSize, type ByteUnit } from '@recircuit/contract';
import { formatNumber } from '../../../lib/format';

const UNIT_KEYS = { bytes: 'bytes', kb: 'kb', mb: 'mb', gb: 'gbSize', tb: 'tbSize' } as const satisfies Record<
  ByteUnit,
  string
>;

/** A size in bytes as staff read it too (the contract's byteSize): 4.5 KB, 4.3 GB; `key` is its word in data.units. */
export function archiveSize(bytes: number): { key: (typeof UNIT_KEYS)[ByteUnit]; size: string } {
  const { unit, value, decimals } = byteSize(bytes);
  return { key: UNIT_KEYS[unit], size: formatNumber(value, { maximumFractionDigits: decimals }) };
}
