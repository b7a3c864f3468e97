import { ACCOUNT_MESSAGES, saveDeviceFieldsSchema } from '@recircuit/contract';
import type { RareDeviceData } from './device-data';

/** The rare device form's fields; an empty year is undefined (it is optional). */
export interface RareValues {
  type: string;
  brand: string;
  name: string;
  year: number | undefined;
  grade: string;
  description: string;
}

const shape = saveDeviceFieldsSchema.shape;

/**
 * The contract's rules for a device order, as a rare device needs them: type, brand, model
 * and grade, a description (required here), and a year from 1950 to this one if given.
 */
export const rareFormSchema = saveDeviceFieldsSchema.pick({ type: true, brand: true, name: true }).extend({
  // Described in the owner's words, a rare device is graded by name (docs/product.md).
  grade: shape.grade.unwrap(),
  description: shape.description.unwrap().min(1, ACCOUNT_MESSAGES.requiredFields),
  year: shape.year.unwrap().max(new Date().getFullYear()).optional(),
});

/** What the page starts with: a model from the site search, else what was kept. */
export function initialRareValues(params: URLSearchParams, stored: RareDeviceData | null): RareValues {
  const fromSearch = params.get('name');
  return {
    type: (fromSearch ? params.get('type') : stored?.type) ?? '',
    brand: (fromSearch ? params.get('brand') : stored?.brand) ?? '',
    name: fromSearch ?? stored?.name ?? '',
    year: fromSearch ? undefined : (stored?.year ?? undefined),
    grade: fromSearch ? '' : (stored?.grade ?? ''),
    description: fromSearch ? '' : (stored?.description ?? ''),
  };
}

/** What is kept as rareDeviceData while the person types (a reload or the login dialog keeps it). */
export function toRareDeviceData(values: Partial<RareValues>): RareDeviceData {
  return {
    type: values.type ?? '',
    brand: values.brand ?? '',
    name: values.name ?? '',
    year: values.year ?? null,
    grade: values.grade ?? '',
    description: values.description ?? '',
  };
}
