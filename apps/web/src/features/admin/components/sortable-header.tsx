import type { ReactNode } from 'react';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { ariaSort, type SortState } from '../model/table-sort';
import classes from './console.module.css';

interface SortableHeaderProps<K extends string> {
  column: K;
  sort: SortState<K> | null;
  onSort: (column: K) => void;
  children: ReactNode;
}

/** A column header that sorts the table: a real button inside the th, and aria-sort on the th. */
export function SortableHeader<K extends string>({ column, sort, onSort, children }: SortableHeaderProps<K>) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? IconSortAscending : state === 'descending' ? IconSortDescending : IconArrowsSort;
  return (
    <Table.Th aria-sort={state} scope="col">
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(column)}>
        {children}
        <Icon size={14} stroke={1.8} aria-hidden="true" />
      </UnstyledButton>
    </Table.Th>
  );
}
