import type { AdminModel, CreateModelRequest, UpdateModelRequest } from '@recircuit/contract';

type Classification = AdminModel['classification'];

/** The model editor's fields as the inputs hold them: numbers as typed, lists as tags. */
export interface ModelFormValues {
  type: string;
  brand: string;
  name: string;
  releaseYear: string;
  launchPrice: string;
  classification: Classification;
  colors: string[];
  storages: string[];
}

/** What the create schema gives back once the fields are checked. */
export interface ModelFacts {
  type: string;
  brand: string;
  name: string;
  releaseYear: number;
  launchPrice: number;
  classification: Classification;
  colors: string[];
  storages: number[];
}

export const EMPTY_MODEL: ModelFormValues = {
  type: '',
  brand: '',
  name: '',
  releaseYear: '',
  launchPrice: '',
  classification: 'recycle',
  colors: [],
  storages: [],
};

export function valuesOf(model: AdminModel): ModelFormValues {
  return {
    type: model.type,
    brand: model.brand,
    name: model.name,
    releaseYear: String(model.releaseYear),
    launchPrice: model.launchPrice.toFixed(2),
    classification: model.classification,
    colors: [...model.colors],
    storages: model.storages.map(String),
  };
}

export function createRequestOf(facts: ModelFacts): CreateModelRequest {
  return { ...facts };
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Only the facts that changed, for PUT (the server refuses an empty change); null when nothing did. */
export function changesOf(model: AdminModel, facts: ModelFacts): UpdateModelRequest | null {
  const changes: UpdateModelRequest = {};
  if (facts.type !== model.type) changes.type = facts.type;
  if (facts.brand !== model.brand) changes.brand = facts.brand;
  if (facts.name !== model.name) changes.name = facts.name;
  if (facts.releaseYear !== model.releaseYear) changes.releaseYear = facts.releaseYear;
  if (Math.round(facts.launchPrice * 100) !== Math.round(model.launchPrice * 100)) {
    changes.launchPrice = facts.launchPrice;
  }
  if (facts.classification !== model.classification) changes.classification = facts.classification;
  if (!sameList(facts.colors, model.colors)) changes.colors = facts.colors;
  if (!sameList(facts.storages, model.storages)) changes.storages = facts.storages;
  return Object.keys(changes).length > 0 ? changes : null;
}

/** The status move the editor offers: publish a draft, retire a published model, publish a retired one again. */
export function statusMoveOf(status: AdminModel['status']): AdminModel['status'] {
  return status === 'published' ? 'retired' : 'published';
}
