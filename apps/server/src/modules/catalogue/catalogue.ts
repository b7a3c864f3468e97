import type { Classification } from '@recircuit/contract';

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

const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { numeric: true, sensitivity: 'base' });
const normalise = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * An immutable snapshot of the visible catalogue with the lookups the cascade needs.
 * Rare models are searchable but have no catalogue price, so the cascade leaves them out.
 */
export class Catalogue {
  readonly models: CatalogueModel[];
  private readonly tree = new Map<string, Map<string, Map<string, CatalogueModel>>>();
  private readonly haystacks: { model: CatalogueModel; text: string; name: string }[];
  private readonly answers = new Map<string, string>();

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
    this.haystacks = models.map((model) => ({
      model,
      text: normalise(`${model.brand} ${model.name} ${model.type}`),
      name: normalise(`${model.brand} ${model.name}`),
    }));
  }

  /**
   * Serialized answers, kept with this snapshot (a reload starts afresh), so a repeated
   * catalogue or quote call costs one map look-up. Bounded to keep memory flat.
   */
  answer(key: string, compute: () => unknown): string {
    let json = this.answers.get(key);
    if (json === undefined) {
      json = JSON.stringify(compute());
      if (this.answers.size >= 50_000) this.answers.clear();
      this.answers.set(key, json);
    }
    return json;
  }

  types(): string[] {
    return [...this.tree.entries()].filter(([, brands]) => brands.size > 0).map(([type]) => type);
  }

  brands(type: string): string[] {
    return [...(this.tree.get(type)?.keys() ?? [])].sort(byName);
  }

  names(type: string, brand: string): string[] {
    const models = [...(this.tree.get(type)?.get(brand)?.values() ?? [])];
    return models.sort((a, b) => b.releaseYear - a.releaseYear || byName(a.name, b.name)).map((model) => model.name);
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

  /** Type-ahead: every word must appear; whole-name and word-start matches first, then newer models. */
  search(query: string, limit: number): CatalogueModel[] {
    const words = normalise(query).split(' ').filter(Boolean);
    if (words.length === 0) return [];
    const phrase = words.join(' ');
    const scored: { model: CatalogueModel; score: number }[] = [];
    for (const { model, text, name } of this.haystacks) {
      if (!words.every((word) => text.includes(word))) continue;
      let score = 0;
      if (name === phrase || normalise(model.name) === phrase) score += 100;
      if (name.startsWith(phrase) || normalise(model.name).startsWith(phrase)) score += 40;
      if (text.includes(phrase)) score += 20;
      for (const word of words) if (` ${text}`.includes(` ${word}`)) score += 5;
      scored.push({ model, score });
    }
    return scored
      .sort((a, b) => b.score - a.score || b.model.releaseYear - a.model.releaseYear || byName(a.model.name, b.model.name))
      .slice(0, limit)
      .map(({ model }) => model);
  }
}
