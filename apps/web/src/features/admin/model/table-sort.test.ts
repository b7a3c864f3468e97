import { describe, expect, it } from 'vitest';
import { ariaSort, compareValues, sortRows, toggleSort } from './table-sort';

type Row = { id: string; name: string | null; price: number | null };
const rows: Row[] = [
  { id: 'a', name: 'iPhone 12', price: 120 },
  { id: 'b', name: 'iPhone 9', price: null },
  { id: 'c', name: null, price: 40 },
  { id: 'd', name: 'galaxy s21', price: 120 },
];
const valueOf = (row: Row, key: 'name' | 'price') => row[key];
const ids = (list: Row[]) => list.map((row) => row.id);

describe('table sorting', () => {
  it('starts a new column ascending and flips the same column', () => {
    const first = toggleSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    expect(toggleSort(first, 'name')).toEqual({ key: 'name', direction: 'descending' });
    expect(toggleSort(toggleSort(first, 'name'), 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(toggleSort({ key: 'name', direction: 'descending' }, 'price')).toEqual({
      key: 'price',
      direction: 'ascending',
    });
  });

  it('says aria-sort only on the sorted column', () => {
    const sort = { key: 'price', direction: 'descending' } as const;
    expect(ariaSort(sort, 'price')).toBe('descending');
    expect(ariaSort(sort, 'name')).toBe('none');
    expect(ariaSort(null, 'name')).toBe('none');
  });

  it('sorts text as people read it (numbers inside names by value, case ignored)', () => {
    const sorted = sortRows(rows, { key: 'name', direction: 'ascending' }, valueOf);
    expect(ids(sorted)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('keeps empty cells last in both directions', () => {
    expect(ids(sortRows(rows, { key: 'price', direction: 'ascending' }, valueOf))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(sortRows(rows, { key: 'price', direction: 'descending' }, valueOf))).toEqual(['a', 'd', 'c', 'b']);
    expect(ids(sortRows(rows, { key: 'name', direction: 'descending' }, valueOf)).at(-1)).toBe('c');
  });

  it('is stable: equal values keep the server order, whichever the direction', () => {
    const sorted = sortRows(rows, { key: 'price', direction: 'descending' }, valueOf);
    expect(ids(sorted).slice(0, 2)).toEqual(['a', 'd']);
  });

  it('leaves the rows as they came without a sort, and never changes the list it was given', () => {
    const copy = [...rows];
    expect(ids(sortRows(rows, null, valueOf))).toEqual(['a', 'b', 'c', 'd']);
    sortRows(rows, { key: 'name', direction: 'ascending' }, valueOf);
    expect(rows).toEqual(copy);
  });

  it('compares numbers by value, not as text', () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues('9', '10')).toBeLessThan(0);
    expect(compareValues(null, 1)).toBeGreaterThan(0);
    expect(compareValues('', '')).toBe(0);
  });
});
