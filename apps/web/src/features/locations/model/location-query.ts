import { isValid, toNormalised, validOutcode } from 'postcode';
import { looksLikePostcode } from '@recircuit/contract';

export type LocationQueryCheck = { ok: true; query: string } | { ok: false; reason: 'empty' | 'badPostcode' };

/**
 * The home banner's and /locations' search box: a full UK postcode (normalised, "sw1a1aa"
 * becomes "SW1A 1AA"), an outward code ("M1"), a sector ("SW1A 1") or a place or address. Something that looks
 * like a postcode but is not a real format is refused, so a typo is caught before searching.
 */
export function checkLocationQuery(input: string): LocationQueryCheck {
  const query = input.trim().replace(/\s+/g, ' ');
  if (!query) return { ok: false, reason: 'empty' };
  const words = query.split(' ');
  const compact = query.replace(/ /g, '').toUpperCase();
  if (!looksLikePostcode(compact, words)) return { ok: true, query };
  if (isValid(compact)) return { ok: true, query: toNormalised(compact) ?? query };
  if (words.length === 1 && validOutcode(compact)) return { ok: true, query: compact };
  const [outward = '', inward = ''] =
    words.length === 2 ? words.map((word) => word.toUpperCase()) : [compact.slice(0, -1), compact.slice(-1)];
  if (/^\d$/.test(inward) && validOutcode(outward)) {
    return { ok: true, query: `${outward} ${inward}` };
  }
  return { ok: false, reason: 'badPostcode' };
}
