import { isValid, toNormalised, validOutcode } from 'postcode';
import { looksLikePostcode } from '@recircuit/contract';

/** What a search box's text asks for, with the keys the gazetteer tables use. */
export type LocationQuery =
  | { kind: 'postcode'; key: string; label: string }
  | { kind: 'outcode'; key: string; label: string }
  | { kind: 'sector'; key: string; label: string }
  /** `otherParts`: the parts after the name, each tried as a place when the name is none ("Downing Street, London"). */
  | { kind: 'place'; name: string; county: string | undefined; otherParts: string[] }
  | { kind: 'invalid' };

/** Longer than any UK place name with its county part. */
export const MAX_QUERY_LENGTH = 100;

// Letters of any script (with their accents), spaces, hyphens, apostrophes, periods, commas, ampersands.
const PLACE_TEXT = /^[\p{L}\p{M}][\p{L}\p{M} '.,&-]*$/u;
const SECTOR_WORD = /^\d$/;

/**
 * Reads a search: a full postcode ("sw1a1aa"), an outcode ("M1"), a sector ("SW1A 1"), a place
 * name with an optional ", county" part, or an address holding a postcode or a town. Postcode-shaped text that is no real postcode, and text
 * with characters no place name has, is `invalid`.
 */
export function parseLocationQuery(input: string): LocationQuery {
  const text = input.normalize('NFC').replace(/[’‘]/g, "'").trim().replace(/\s+/g, ' ');
  if (!text || text.length > MAX_QUERY_LENGTH) return { kind: 'invalid' };
  const words = text.split(' ');
  const compact = text.replace(/ /g, '').toUpperCase();
  if (looksLikePostcode(compact, words)) return parsePostcode(compact, words);
  const inside = postcodeInside(text);
  if (inside) return inside;
  // An address ("10 Downing Street, London") is looked up by its parts without numbers.
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !/\d/.test(part));
  const [name, ...rest] = parts;
  if (!name || !parts.every((part) => PLACE_TEXT.test(part)) || !/\p{L}/u.test(name)) return { kind: 'invalid' };
  return { kind: 'place', name, county: rest.join(', ') || undefined, otherParts: rest };
}

const POSTCODE_IN_TEXT = /(?:^|[\s,])([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})(?=$|[\s,])/i;

/** A full postcode written in an address ("1 High St, Leeds LS1 4DY"). */
function postcodeInside(text: string): LocationQuery | undefined {
  const match = POSTCODE_IN_TEXT.exec(text);
  if (!match) return undefined;
  const compact = `${match[1]}${match[2]}`.toUpperCase();
  if (!isValid(compact)) return undefined;
  const label = toNormalised(compact) ?? compact;
  return { kind: 'postcode', key: label.replace(' ', ''), label };
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
