/**
 * A locations search meant as a postcode, outcode or sector: one or two short runs of letters and
 * digits that mix both ("SW1A 1AA", "M1", "SW1A 1A"). Anything else (a town, a street) is a place
 * name. Both the search box and the server's geocoder use this one rule.
 */
export function looksLikePostcode(compact: string, words: string[]): boolean {
  return (
    words.length <= 2 &&
    compact.length >= 2 &&
    compact.length <= 8 &&
    /^[A-Z0-9]+$/.test(compact) &&
    /[A-Z]/.test(compact) &&
    /\d/.test(compact)
  );
}
