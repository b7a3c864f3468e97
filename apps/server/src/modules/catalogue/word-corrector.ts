/**
 * Typo forgiveness for the device search (docs/product.md, "Site search"): a query word found
 * nowhere in the catalogue is replaced by the closest catalogue word, so "ipone" reads "iphone".
 * The vocabulary (a few hundred distinct words) is built once per catalogue snapshot; a
 * correction scans only the words with the same first letter.
 */

const MIN_PREFIX_LENGTH = 5;

/** Edits forgiven: none below four letters (too many near neighbours), one up to seven, then two. */
const allowance = (word: string) => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions, "iphnoe"),
 * giving up with `limit + 1` as soon as no alignment can stay within `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

interface Entry {
  word: string;
  /** How many models use the word: the more common word wins a tie ("ipon" → iphone, not ipod). */
  uses: number;
}

export class WordCorrector {
  /** Every catalogue text joined, to tell in one look-up whether a word appears anywhere. */
  private readonly joined: string;
  private readonly byFirstLetter = new Map<string, Entry[]>();

  /** `texts`: one normalised text per model (lower-case words split by single spaces). */
  constructor(texts: string[]) {
    this.joined = texts.join('|');
    const uses = new Map<string, number>();
    for (const text of texts) for (const word of new Set(text.split(' '))) uses.set(word, (uses.get(word) ?? 0) + 1);
    for (const [word, count] of uses) {
      if (/\d/.test(word) || word.length < 3) continue;
      const bucket = this.byFirstLetter.get(word[0] as string) ?? [];
      bucket.push({ word, uses: count });
      this.byFirstLetter.set(word[0] as string, bucket);
    }
  }

  /**
   * The words with each one the catalogue lacks replaced by its closest catalogue word (whole
   * or as the start of a word still being typed), or undefined when some word has none near
   * enough. Numbers and words with digits are never changed: "iphone 13" is not "iphone 12".
   */
  correct(words: string[]): string[] | undefined {
    const corrected: string[] = [];
    for (const word of words) {
      if (this.joined.includes(word)) {
        corrected.push(word);
        continue;
      }
      const limit = allowance(word);
      if (limit === 0 || /\d/.test(word)) return undefined;
      // A word still being typed matches the start of a catalogue word, once it is long enough
      // not to start half the vocabulary ("nist" is not "nint(endo)").
      const prefixes = word.length >= MIN_PREFIX_LENGTH;
      let best: { entry: Entry; distance: number } | undefined;
      for (const entry of this.byFirstLetter.get(word[0] as string) ?? []) {
        const distance = Math.min(
          editDistance(word, entry.word, limit),
          prefixes ? editDistance(word, entry.word.slice(0, word.length), limit) : limit + 1,
          prefixes ? editDistance(word, entry.word.slice(0, word.length + 1), limit) : limit + 1,
        );
        if (distance > limit) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (entry.uses > best.entry.uses || (entry.uses === best.entry.uses && entry.word < best.entry.word)))
        ) {
          best = { entry, distance };
        }
      }
      if (!best) return undefined;
      corrected.push(best.entry.word);
    }
    return corrected;
  }
}
