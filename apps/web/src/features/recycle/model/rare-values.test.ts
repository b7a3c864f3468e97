import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@recircuit/contract';
import { initialRareValues, rareFormSchema, toRareDeviceData } from './rare-values';

const valid = {
  type: 'Mobile Phone',
  brand: 'Nokia',
  name: '3310',
  year: undefined,
  grade: 'B',
  description: ' Boxed ',
};
const refused = (values: object) => rareFormSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]) ?? [];

describe('the rare device form', () => {
  it('accepts a device without a year and trims what it sends', () => {
    expect(rareFormSchema.parse(valid)).toEqual({ ...valid, year: undefined, description: 'Boxed' });
  });

  it('takes a year from 1950 to this one', () => {
    expect(refused({ ...valid, year: 1950 })).toEqual([]);
    expect(refused({ ...valid, year: new Date().getFullYear() })).toEqual([]);
    expect(refused({ ...valid, year: 1949 })).toEqual(['year']);
    expect(refused({ ...valid, year: new Date().getFullYear() + 1 })).toEqual(['year']);
  });

  it('requires type, brand, model, grade and a description', () => {
    expect(refused({ type: ' ', brand: '', name: '', year: undefined, grade: '', description: '  ' })).toEqual([
      'type',
      'brand',
      'name',
      'grade',
      'description',
    ]);
    expect(rareFormSchema.safeParse({ ...valid, description: ' ' }).error?.issues[0]?.message).toBe(
      ACCOUNT_MESSAGES.requiredFields,
    );
  });

  it('starts from a model chosen in the site search, else from what was kept', () => {
    const kept = {
      type: 'Laptop',
      brand: 'IBM',
      name: 'ThinkPad 701C',
      year: 1995,
      grade: 'C',
      description: 'Butterfly keyboard',
    };
    expect(initialRareValues(new URLSearchParams('type=Mobile+Phone&brand=Nokia&name=3310'), kept)).toEqual({
      type: 'Mobile Phone',
      brand: 'Nokia',
      name: '3310',
      year: undefined,
      grade: '',
      description: '',
    });
    expect(initialRareValues(new URLSearchParams(), kept)).toEqual(kept);
    expect(toRareDeviceData({ ...kept, year: undefined })).toEqual({ ...kept, year: null });
  });
});
