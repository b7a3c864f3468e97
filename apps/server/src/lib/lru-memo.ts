/**
 * Remembers computed strings by key, least recently used first out, within a number of
 * entries and a total size (keys and values, in UTF-16 code units), whatever callers send.
 */
export class LruMemo {
  private readonly entries = new Map<string, string>();
  private readonly maxEntries: number;
  private readonly maxChars: number;
  private chars = 0;

  constructor({ maxEntries, maxChars }: { maxEntries: number; maxChars: number }) {
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters held, keys included. */
  get weight(): number {
    return this.chars;
  }

  get(key: string, compute: () => string): string {
    const known = this.entries.get(key);
    if (known !== undefined) {
      // A Map iterates in insertion order: re-inserting makes this the most recent.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    const value = compute();
    const weight = key.length + value.length;
    if (weight > this.maxChars) return value;
    this.entries.set(key, value);
    this.chars += weight;
    for (const [oldKey, oldValue] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(oldKey);
      this.chars -= oldKey.length + oldValue.length;
    }
    return value;
  }
}
