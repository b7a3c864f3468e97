import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import {
  EMPTY_SELECTION,
  firstUnoffered,
  gradeOptions,
  isComplete,
  parseSelection,
  selectField,
  selectModel,
  selectionFromQuery,
} from './cascade';
import { routeForChoice, toggleChoice } from './choice';

const full = {
  type: 'Mobile Phone',
  brand: 'Apple',
  name: 'iPhone 14',
  color: 'Midnight',
  storage: 128,
  grade: 'B',
};

describe('the recycle form cascade', () => {
  it('clears every later field when one changes', () => {
    expect(selectField(full, 'name', 'iPhone 14 Plus')).toEqual({
      ...full,
      name: 'iPhone 14 Plus',
      color: null,
      storage: null,
      grade: null,
    });
    expect(selectField(full, 'type', 'Tablet')).toEqual({ ...EMPTY_SELECTION, type: 'Tablet' });
    expect(selectField(full, 'grade', 'A')).toEqual({ ...full, grade: 'A' });
  });

  it('keeps everything when the same value is chosen again', () => {
    expect(selectField(full, 'brand', 'Apple')).toBe(full);
  });

  it('fills type, brand and name in one step from the type-ahead', () => {
    expect(selectModel('Tablet', 'Apple', 'iPad Air')).toEqual({
      ...EMPTY_SELECTION,
      type: 'Tablet',
      brand: 'Apple',
      name: 'iPad Air',
    });
  });

  it('is complete only with every field', () => {
    expect(isComplete(full)).toBe(true);
    expect(isComplete({ ...full, grade: null })).toBe(false);
  });

  it('reads stored data back, dropping anything after a gap or a bad grade', () => {
    expect(parseSelection({ ...full, suggestedPrice: 200 })).toEqual(full);
    expect(parseSelection({ ...full, brand: '' })).toEqual({ ...EMPTY_SELECTION, type: 'Mobile Phone' });
    expect(parseSelection({ ...full, grade: 'Z' })).toEqual({ ...full, grade: null });
    expect(parseSelection('nonsense')).toEqual(EMPTY_SELECTION);
  });

  it('labels the grades with their letter and name', () => {
    expect(gradeOptions(i18n.t).map((option) => option.label)).toEqual([
      'A Brand New',
      'B Like New',
      'C Good',
      'D Fair',
    ]);
  });
});

describe('a link into the recycle form', () => {
  const query = (text: string) => selectionFromQuery(new URLSearchParams(text));

  it('reads the whole selection, or the model alone, and nothing without a model', () => {
    expect(query('type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Midnight&storage=128&grade=B')).toEqual(full);
    expect(query('type=Mobile+Phone&brand=Apple&name=iPhone+14')).toEqual(
      selectModel('Mobile Phone', 'Apple', 'iPhone 14'),
    );
    expect(query('type=Mobile+Phone&brand=Apple&color=Midnight')).toBeNull();
  });

  it('stops at a malformed value: a storage that is not a number, a grade that is not one', () => {
    expect(query('type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Midnight&storage=lots&grade=B')).toEqual({
      ...full,
      storage: null,
      grade: null,
    });
    expect(query('type=Mobile+Phone&brand=Apple&name=iPhone+14&color=Midnight&storage=128&grade=Z')).toEqual({
      ...full,
      grade: null,
    });
  });

  it('finds the first value its loaded options lack; lists still loading count for nothing', () => {
    expect(firstUnoffered(full, { type: ['Mobile Phone'], brand: ['Apple'], name: ['iPhone 14'] })).toBeNull();
    expect(firstUnoffered(full, { name: ['iPhone 14'], color: ['Blue'], storage: [64] })).toBe('color');
    expect(firstUnoffered(full, { brand: ['Nokia'], color: ['Blue'] })).toBe('brand');
    expect(firstUnoffered(EMPTY_SELECTION, { type: [] })).toBeNull();
  });
});

describe('the /recycle-now chooser', () => {
  it('clears the chosen one when clicked again and switches otherwise', () => {
    expect(toggleChoice(null, 'rare')).toBe('rare');
    expect(toggleChoice('rare', 'rare')).toBe(null);
    expect(toggleChoice('rare', 'current')).toBe('current');
  });

  it('routes each choice to its page', () => {
    expect(routeForChoice('recycle')).toBe('/recycle/recycle');
    expect(routeForChoice('current')).toBe('/recycle/recycle');
    expect(routeForChoice('rare')).toBe('/recycle/rare');
    expect(routeForChoice('unknown')).toBe('/recycle/unknown');
    expect(routeForChoice('donate')).toBe('/recycle/donate');
  });
});
