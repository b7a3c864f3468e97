import { isValid, toNormalised, validOutcode } from 'postcode';

/** What a search box's text asks for, with the keys the gazetteer tables use. */
export type LocationQuery =
  | { kind: 'postcode'; key: string; label: string }
  | { kind: 'outcode'; key: string; label: string }
  | { kind: 'sector'; key: string; label: string }
  | { kind: 'place'; name: string; county: string | undefined }
  | { kind: 'invalid' };

/** Longer than any UK place name with its county part. */
export const MAX_QUERY_LENGTH = 100;

// Letters of any script (with their accents), spaces, hyphens, apostrophes, periods, commas, ampersands.
const PLACE_TEXT = /^[\p{L}\p{M}][\p{L}\p{M} '.,&-]*$/u;
const SECTOR_WORD = /^\d$/;

/**
 * The same test as the web's search box (apps/web/src/features/info/model/location-query.ts):
 * one or two short runs of letters and digits mixing both are meant as a postcode.
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
 * Reads a search: a full postcode ("sw1a1aa"), an outcode ("M1"), a sector ("SW1A 1") or a place
 * name with an optional ", county" part. Postcode-shaped text that is no real postcode, and text
 * with characters no place name has, is `invalid`.
 */
export function parseLocationQuery(input: string): LocationQuery {
  const text = input.normalize('NFC').replace(/[’‘]/g, "'").trim().replace(/\s+/g, ' ');
  if (!text || text.length > MAX_QUERY_LENGTH) return { kind: 'invalid' };
  const words = text.split(' ');
  const compact = text.replace(/ /g, '').toUpperCase();
  if (looksLikePostcode(compact, words)) return parsePostcode(compact, words);
  if (!PLACE_TEXT.test(text)) return { kind: 'invalid' };
  const [name = '', ...rest] = text.split(',').map((part) => part.trim());
  const county = rest.filter(Boolean).join(', ') || undefined;
  if (!/\p{L}/u.test(name)) return { kind: 'invalid' };
  return { kind: 'place', name, county };
}

function parsePostcode(compact: string, words: string[]): LocationQuery {
  if (isValid(compact)) {
    const label = toNormalised(compact) ?? compact;
    return { kind: 'postcode', key: label.replace(' ', ''), label };
  }
  if (words.length === 1 && validOutcode(compact)) return { kind: 'outcode', key: compact, label: compact };
  const sector = words.length === 2 ? sectorOf(words[0]!.toUpperCase(), words[1]!) : sectorWithoutSpace(compact);
  return sector ? { kind: 'sector', ...sector } : { kind: 'invalid' };
}

function sectorOf(outcode: string, digit: string): { key: string; label: string } | undefined {
  if (!validOutcode(outcode) || !SECTOR_WORD.test(digit)) return undefined;
  return { key: `${outcode}${digit}`, label: `${outcode} ${digit}` };
}

/** "SW1A1" read as the sector "SW1A 1"; undefined when it cannot be one. */
export function sectorWithoutSpace(compact: string): { key: string; label: string } | undefined {
  return sectorOf(compact.slice(0, -1), compact.slice(-1));
}
