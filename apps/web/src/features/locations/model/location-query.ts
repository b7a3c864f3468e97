import { isValid, toNormalised, validOutcode } from 'postcode';

export type LocationQueryCheck = { ok: true; query: string } | { ok: false; reason: 'empty' | 'badPostcode' };

/**
 * Input shaped like a postcode: one or two short runs of letters and digits that mix both
 * ("SW1A 1AA", "M1", "SW1A 1A"). Anything else (a town, a street address) is a place name.
 */
function looksLikePostcode(compact: string, words: string[]): boolean {
  return (
    words.length <= 2 &&
    compact.length >= 2 &&
    compact.length <= 8 &&
    /^[A-Z0-9]+$/.test(compact) &&
    /[A-Z]/.test(compact) &&
    /\d/.test(compact)
  );
}

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
  const [outward = '', inward = ''] = words.map((word) => word.toUpperCase());
  if (words.length === 2 && /^\d$/.test(inward) && validOutcode(outward)) {
    return { ok: true, query: `${outward} ${inward}` };
  }
  return { ok: false, reason: 'badPostcode' };
}
