import type { Classification } from '@recircuit/contract';
import { LruMemo } from '../../lib/lru-memo.ts';
import { quotePence, toPounds } from './pricing.ts';
import { expandAliases } from './search-aliases.ts';
import { WordCorrector } from './word-corrector.ts';

export interface CatalogueModel {
  id: number;
  type: string;
  brand: string;
  name: string;
  releaseYear: number;
  launchPricePence: number;
  classification: Exclude<Classification, 'unknown'>;
  colors: string[];
  storages: number[];
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** What a type-ahead query means to the search: its words, normalised. Equal keys, equal answers. */
export const searchKey = (query: string) => normalise(query);

/** A model as both search endpoints list it. */
export const toSearchResult = (model: CatalogueModel) => ({
  type: model.type,
  brand: model.brand,
  name: model.name,
  classification: model.classification,
});

/**
 * A model as the site search lists it: with its best quote, the grade A price of its smallest
 * storage (what a perfect-condition base model is worth; none for a rare model, which a
 * specialist values), docs/product.md "Site search".
 */
export const toSiteSearchResult = (model: CatalogueModel) => {
  const storage = Math.min(...model.storages);
  return {
    ...toSearchResult(model),
    quote:
      model.classification === 'rare' || !Number.isFinite(storage)
        ? null
        : { price: toPounds(quotePence(model, storage, 'A')), storage },
  };
};

/** Answers kept per snapshot: enough for the whole cascade's hot part, a few MB at most. */
const MEMO_ENTRIES = 5_000;
const MEMO_CHARS = 4_000_000;

interface Haystack {
  model: CatalogueModel;
  /** Brand, name and type, normalised. */
  text: string;
  /** The same with a leading space, to find words that start there. */
  spaced: string;
  /** Brand and name, normalised. */
  name: string;
  /** The model's own name, normalised. */
  modelName: string;
  /** Place among all models by newest first, then name: the tie-break after the score. */
  rank: number;
}

/**
 * An immutable snapshot of the visible catalogue with the lookups the cascade needs.
 * Rare models are searchable but have no catalogue price, so the cascade leaves them out.
 * Everything a request would otherwise sort or normalise is prepared here, once per revision.
 */
export class Catalogue {
  readonly models: CatalogueModel[];
  private readonly tree = new Map<string, Map<string, Map<string, CatalogueModel>>>();
  private readonly sortedBrands = new Map<string, string[]>();
  private readonly sortedNames = new Map<string, Map<string, string[]>>();
  private readonly haystacks: Haystack[];
  private readonly corrector: WordCorrector;
  private readonly answers = new LruMemo({ maxEntries: MEMO_ENTRIES, maxChars: MEMO_CHARS });

  constructor(models: CatalogueModel[], typeOrder: string[]) {
    this.models = models;
    for (const type of typeOrder) this.tree.set(type, new Map());
    for (const model of models) {
      if (model.classification === 'rare') continue;
      const brands = this.tree.get(model.type) ?? new Map<string, Map<string, CatalogueModel>>();
      this.tree.set(model.type, brands);
      const names = brands.get(model.brand) ?? new Map<string, CatalogueModel>();
      brands.set(model.brand, names);
      names.set(model.name, model);
    }
    for (const [type, brands] of this.tree) {
      this.sortedBrands.set(type, [...brands.keys()].sort(collator.compare));
      const namesByBrand = new Map<string, string[]>();
      for (const [brand, names] of brands) {
        const newestFirst = [...names.values()].sort(
          (a, b) => b.releaseYear - a.releaseYear || collator.compare(a.name, b.name),
        );
        namesByBrand.set(
          brand,
          newestFirst.map((model) => model.name),
        );
      }
      this.sortedNames.set(type, namesByBrand);
    }
    const ranks = new Map<CatalogueModel, number>();
    models
      .map((model, index) => ({ model, index }))
      .sort(
        (a, b) =>
          b.model.releaseYear - a.model.releaseYear ||
          collator.compare(a.model.name, b.model.name) ||
          a.index - b.index,
      )
      .forEach(({ model }, rank) => ranks.set(model, rank));
    this.haystacks = models.map((model) => {
      const text = normalise(`${model.brand} ${model.name} ${model.type}`);
      return {
        model,
        text,
        spaced: ` ${text}`,
        name: normalise(`${model.brand} ${model.name}`),
        modelName: normalise(model.name),
        rank: ranks.get(model) as number,
      };
    });
    this.corrector = new WordCorrector(this.haystacks.map((haystack) => haystack.text));
  }

  /**
   * Serialized answers by a key made of the validated parameters, kept with this snapshot
   * (a reload starts afresh), so a repeated call costs one look-up. Bounded by entries and size.
   */
  answer(key: string, compute: () => unknown): string {
    return this.answers.get(key, () => JSON.stringify(compute()));
  }

  /** How much the answer memo holds, for tests and diagnostics. */
  get memoSize(): { entries: number; chars: number } {
    return { entries: this.answers.size, chars: this.answers.weight };
  }

  types(): string[] {
    return [...this.tree.entries()].filter(([, brands]) => brands.size > 0).map(([type]) => type);
  }

  brands(type: string): string[] {
    return this.sortedBrands.get(type) ?? [];
  }

  names(type: string, brand: string): string[] {
    return this.sortedNames.get(type)?.get(brand) ?? [];
  }

  find(type: string, brand: string, name: string): CatalogueModel | undefined {
    return this.tree.get(type)?.get(brand)?.get(name);
  }

  colors(type: string, brand: string, name: string): string[] {
    return this.find(type, brand, name)?.colors ?? [];
  }

  storages(type: string, brand: string, name: string, color: string): number[] {
    const model = this.find(type, brand, name);
    return model?.colors.includes(color) ? model.storages : [];
  }

  /**
   * Type-ahead: every word must appear; whole-name and word-start matches first, then newer
   * models. Short names are spelt out first ("ps5" → "playstation 5"); when nothing matches,
   * each word the catalogue lacks is replaced by its closest catalogue word ("ipone" → "iphone")
   * and the search runs once more. One pass over the models each time.
   */
  search(query: string, limit: number): CatalogueModel[] {
    const phrase = expandAliases(searchKey(query));
    if (phrase === '') return [];
    const words = phrase.split(' ');
    const found = this.matching(phrase, words, limit);
    if (found.length > 0) return found;
    const corrected = this.corrector.correct(words);
    return corrected && corrected.join(' ') !== phrase ? this.matching(corrected.join(' '), corrected, limit) : [];
  }

  /** Only the best `limit` candidates are kept while scanning, never all matches. */
  private matching(phrase: string, words: string[], limit: number): CatalogueModel[] {
    const best: { haystack: Haystack; score: number }[] = [];
    const worse = (a: { haystack: Haystack; score: number }, b: { haystack: Haystack; score: number }) =>
      a.score < b.score || (a.score === b.score && a.haystack.rank > b.haystack.rank);
    for (const haystack of this.haystacks) {
      const { text, spaced, name, modelName } = haystack;
      if (!words.every((word) => text.includes(word))) continue;
      let score = 0;
      if (name === phrase || modelName === phrase) score += 100;
      if (name.startsWith(phrase) || modelName.startsWith(phrase)) score += 40;
      if (text.includes(phrase)) score += 20;
      for (const word of words) if (spaced.includes(` ${word}`)) score += 5;
      const candidate = { haystack, score };
      if (best.length === limit && !worse(best[best.length - 1] as typeof candidate, candidate)) continue;
      let at = best.length;
      while (at > 0 && worse(best[at - 1] as typeof candidate, candidate)) at -= 1;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    }
    return best.map(({ haystack }) => haystack.model);
  }
}
