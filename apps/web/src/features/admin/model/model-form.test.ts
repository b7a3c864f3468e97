import { describe, expect, it } from 'vitest';
import { createModelRequestSchema, type AdminModel } from '@recircuit/contract';
import { changesOf, EMPTY_MODEL, statusMoveOf, valuesOf, type ModelFacts } from './model-form';

const model: AdminModel = {
  id: '7',
  type: 'Phone',
  brand: 'Apple',
  name: 'iPhone 12',
  releaseYear: 2020,
  launchPrice: 799,
  classification: 'recycle',
  colors: ['Black', 'White'],
  storages: [64, 128],
  status: 'draft',
};

const parse = (values: unknown) => createModelRequestSchema.parse(values) as ModelFacts;

describe('the model editor form', () => {
  it('fills the fields from a model and checks back to the same facts', () => {
    const values = valuesOf(model);
    expect(values).toMatchObject({ releaseYear: '2020', launchPrice: '799.00', storages: ['64', '128'] });
    expect(changesOf(model, parse(values))).toBeNull();
  });

  it('sends only what changed', () => {
    const values = {
      ...valuesOf(model),
      name: 'iPhone 12 mini',
      storages: ['64', '128', '256'],
      classification: 'current',
    };
    expect(changesOf(model, parse(values))).toEqual({
      name: 'iPhone 12 mini',
      storages: [64, 128, 256],
      classification: 'current',
    });
  });

  it('notices a price change of a penny but not a different way of writing the same price', () => {
    expect(changesOf(model, parse({ ...valuesOf(model), launchPrice: '799' }))).toBeNull();
    expect(changesOf(model, parse({ ...valuesOf(model), launchPrice: '799.01' }))).toEqual({ launchPrice: 799.01 });
  });

  it('is refused by the contract when a field is missing or wrong', () => {
    expect(createModelRequestSchema.safeParse(EMPTY_MODEL).success).toBe(false);
    expect(createModelRequestSchema.safeParse({ ...valuesOf(model), storages: ['lots'] }).success).toBe(false);
    expect(createModelRequestSchema.safeParse({ ...valuesOf(model), colors: ['Black', 'black'] }).success).toBe(false);
    expect(createModelRequestSchema.safeParse({ ...valuesOf(model), launchPrice: '1.234' }).success).toBe(false);
  });

  it('offers publish for a draft, retire for a published model and publish again for a retired one', () => {
    expect(statusMoveOf('draft')).toBe('published');
    expect(statusMoveOf('published')).toBe('retired');
    expect(statusMoveOf('retired')).toBe('published');
  });
});
