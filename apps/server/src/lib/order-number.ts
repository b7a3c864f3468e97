import { randomInt } from 'node:crypto';

// Crockford's alphabet: no I, L, O or U, so a number read out on the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A readable order number such as EW-7K3M9Q2D (40 random bits). */
export function newOrderNumber(prefix = 'EW'): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `RC10-${code}`;
}
