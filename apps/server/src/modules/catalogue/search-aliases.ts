/**
 * Short names people type for devices the catalogue spells out (docs/product.md, "Site search").
 * Applied to a normalised query (lower case, words split by one space) before it is matched.
 */
const ALIASES: [RegExp, string][] = [
  [/\bps ?([2-5])\b/g, 'playstation $1'],
  [/\bps ?1\b/g, 'playstation'],
  [/\bpsp\b/g, 'playstation portable'],
  [/\bps vita\b/g, 'playstation vita'],
  [/\b(?:xbox sx|xsx)\b/g, 'xbox series x'],
  [/\b(?:xbox ss|xss)\b/g, 'xbox series s'],
  [/\bmba\b/g, 'macbook air'],
  [/\bmbp\b/g, 'macbook pro'],
];

/** The query with each alias replaced by the catalogue's words: "ps5" → "playstation 5". */
export function expandAliases(phrase: string): string {
  let expanded = phrase;
  for (const [pattern, replacement] of ALIASES) expanded = expanded.replace(pattern, replacement);
  return expanded;
}
