/** The units a size is shown in, 1000-based as drives are sold (docs/product.md, "Data service"). */
export const BYTE_UNITS = ['bytes', 'kb', 'mb', 'gb', 'tb'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

/**
 * A size in bytes as people read it: the largest unit that keeps it at 1 or more, rounded to
 * one decimal (whole bytes). The one rule for the console, the owner's order page and the
 * emails, so staff and owner read the same "4.5 KB" for the same archive; each app writes the
 * number in its reader's language with `decimals` fraction digits at most, and its unit word.
 */
export function byteSize(bytes: number): { unit: ByteUnit; value: number; decimals: 0 | 1 } {
  const whole = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  let unit = 0;
  while (unit < BYTE_UNITS.length - 1 && whole >= 1000 ** (unit + 1)) unit += 1;
  if (unit === 0) return { unit: 'bytes', value: whole, decimals: 0 };
  let value = Math.round((whole / 1000 ** unit) * 10) / 10;
  // 999,960 bytes rounds to 1000.0 KB: that is 1 MB.
  if (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    unit += 1;
    value = Math.round((whole / 1000 ** unit) * 10) / 10;
  }
  return { unit: BYTE_UNITS[unit] ?? 'tb', value, decimals: 1 };
}
