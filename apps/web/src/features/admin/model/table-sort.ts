/** Sorting of the console's tables: one column at a time, ascending then descending. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** A click on a header: the same column flips, another column starts ascending. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

/** The header's aria-sort: only the sorted column says how. */
export function ariaSort<K extends string>(current: SortState<K> | null, key: K): SortDirection | 'none' {
  return current?.key === key ? current.direction : 'none';
}

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** Compares two cells: empty cells go last whichever the direction, numbers by value, text as people read it. */
export function compareValues(a: SortValue, b: SortValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of `sort` (a copy; a stable sort, so equal rows keep the server's
 * order). Without a sort the rows stay as they came.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  valueOf: (row: T, key: K) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      // Empty cells stay at the bottom in both directions.
      const order = aEmpty || bEmpty ? compareValues(a.value, b.value) : sign * compareValues(a.value, b.value);
      return order || a.index - b.index;
    })
    .map(({ row }) => row);
}
