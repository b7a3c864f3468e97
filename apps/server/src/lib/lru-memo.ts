import { LRUCache } from 'lru-cache';

/**
 * Remembers computed strings by key, least recently used first out, within a number of
 * entries and a total size (keys and values, in UTF-16 code units), whatever callers send.
 * An answer larger than the whole size is given but not kept.
 */
export class LruMemo {
  private readonly entries: LRUCache<string, string>;

  constructor({ maxEntries, maxChars }: { maxEntries: number; maxChars: number }) {
    this.entries = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxChars,
      // lru-cache takes only sizes of 1 or more.
      sizeCalculation: (value, key) => Math.max(1, key.length + value.length),
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Characters held, keys included. */
  get weight(): number {
    return this.entries.calculatedSize;
  }

  get(key: string, compute: () => string): string {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    this.entries.set(key, value);
    return value;
  }
}
