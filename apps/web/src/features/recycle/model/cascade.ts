import type { TFunction } from 'i18next';
import { GRADE_KEYS, type Grade } from '@recircuit/contract';

/**
 * The recycle form's cascade (docs/web-app.md, "Routes and pages"): Device Type, Brand,
 * Name, Color, Storage, Grade. Changing one clears every later one, whose options then
 * load again.
 */
export const CASCADE_FIELDS = ['type', 'brand', 'name', 'color', 'storage', 'grade'] as const;
export type CascadeField = (typeof CASCADE_FIELDS)[number];

export interface Selection {
  type: string | null;
  brand: string | null;
  name: string | null;
  color: string | null;
  /** GB. */
  storage: number | null;
  grade: string | null;
}

export const EMPTY_SELECTION: Selection = {
  type: null,
  brand: null,
  name: null,
  color: null,
  storage: null,
  grade: null,
};

/** Sets one field and clears every field after it; setting the same value again changes nothing. */
export function selectField<F extends CascadeField>(selection: Selection, field: F, value: Selection[F]): Selection {
  if (selection[field] === value) return selection;
  const next: Selection = { ...selection, [field]: value };
  for (const later of CASCADE_FIELDS.slice(CASCADE_FIELDS.indexOf(field) + 1)) next[later] = null;
  return next;
}

/** A model picked in one step (the type-ahead): type, brand and name set, the rest cleared. */
export function selectModel(type: string, brand: string, name: string): Selection {
  return { ...EMPTY_SELECTION, type, brand, name };
}

export type CompleteSelection = { [K in keyof Selection]: NonNullable<Selection[K]> };

export function isComplete(selection: Selection): selection is CompleteSelection {
  return CASCADE_FIELDS.every((field) => selection[field] !== null && selection[field] !== '');
}

const isGrade = (grade: string): grade is Grade => (GRADE_KEYS as readonly string[]).includes(grade);

/** 'A Brand New', 'B Like New', ... (docs/product.md, "Grades"), the name in the page's language. */
export function gradeLabel(t: TFunction, grade: string): string {
  return isGrade(grade) ? `${grade} ${t(`recycle.grades.${grade}`)}` : grade;
}

/** The grade select's options; the value stays the letter. */
export function gradeOptions(t: TFunction): { value: Grade; label: string }[] {
  return GRADE_KEYS.map((grade) => ({ value: grade, label: gradeLabel(t, grade) }));
}

/** A selection read back from storage, or the empty one when it is missing or malformed. */
export function parseSelection(value: unknown): Selection {
  if (!value || typeof value !== 'object') return EMPTY_SELECTION;
  const record = value as Record<string, unknown>;
  const text = (key: string) =>
    typeof record[key] === 'string' && record[key] !== '' ? (record[key] as string) : null;
  const storage = Number(record.storage);
  let selection: Selection = EMPTY_SELECTION;
  // Re-apply in order, so a gap (no brand) also drops everything after it.
  for (const field of CASCADE_FIELDS) {
    const next =
      field === 'storage' ? (record.storage == null || !Number.isFinite(storage) ? null : storage) : text(field);
    if (next === null) break;
    selection = selectField(selection, field, next);
  }
  if (selection.grade !== null && !GRADE_KEYS.includes(selection.grade as (typeof GRADE_KEYS)[number])) {
    selection = { ...selection, grade: null };
  }
  return selection;
}

/**
 * The selection a link into the form carries (`?type=&brand=&name=` from the site search,
 * and `&color=&storage=&grade=` as well from an identified unknown device; docs/web-app.md,
 * "Routes and pages"), or null when it names no model.
 */
export function selectionFromQuery(params: URLSearchParams): Selection | null {
  if (!params.get('type') || !params.get('brand') || !params.get('name')) return null;
  return parseSelection(Object.fromEntries(CASCADE_FIELDS.map((field) => [field, params.get(field)])));
}

/** Each select's options as loaded (undefined while loading or not yet asked for). */
export type OfferedOptions = Partial<Record<Exclude<CascadeField, 'grade'>, readonly (string | number)[]>>;

/**
 * The first field whose value its loaded options do not hold (a link's colour the model lacks,
 * a model since withdrawn), or null: the form drops it and everything after it, rather than
 * keep a value the select cannot show.
 */
export function firstUnoffered(selection: Selection, offered: OfferedOptions): CascadeField | null {
  for (const field of ['type', 'brand', 'name', 'color', 'storage'] as const) {
    const value = selection[field];
    const options = offered[field];
    if (value !== null && options && !options.includes(value)) return field;
  }
  return null;
}
