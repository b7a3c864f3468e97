import { useState } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { AuditEntryView } from '@recircuit/contract';
import { formatDateTime } from '../../../lib/format';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useAudit } from '../api/get-audit';
import { detailLines } from '../model/audit-detail';
import { CONSOLE_PAGE_SIZE, offsetOf } from '../model/paging';
import { sortRows, toggleSort, type SortState, type SortValue } from '../model/table-sort';
import { SortableHeader } from './sortable-header';
import { TablePager } from './table-pager';
import classes from './console.module.css';

type Column = 'at' | 'actorEmail' | 'action' | 'subject';

const valueOf = (entry: AuditEntryView, column: Column): SortValue =>
  column === 'at' ? Date.parse(entry.at) : entry[column];

/** The audit log, newest first: who did what to which record, with the details they gave. */
export function AuditTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<Column> | null>(null);
  const query = useAudit({ limit: CONSOLE_PAGE_SIZE, offset: offsetOf(page) });
  useLoadingWhile(query.isFetching && !query.data);
  const rows = sortRows(query.data?.items ?? [], sort, valueOf);
  const header = (column: Column, label: string) => (
    <SortableHeader column={column} sort={sort} onSort={(key) => setSort(toggleSort(sort, key))}>
      {label}
    </SortableHeader>
  );
  return (
    <Stack gap="md">
      <div className={classes.tableBox}>
        <Table className={classes.table} striped verticalSpacing="xs" data-testid="audit-table">
          <caption className={classes.visuallyHidden}>{t('admin.audit.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              {header('at', t('admin.audit.columns.at'))}
              {header('actorEmail', t('admin.audit.columns.actor'))}
              {header('action', t('admin.audit.columns.action'))}
              {header('subject', t('admin.audit.columns.subject'))}
              <Table.Th scope="col">{t('admin.audit.columns.detail')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
              <Table.Tr key={entry.id} data-testid="audit-row">
                <Table.Td className={classes.nowrap}>{formatDateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.actorEmail ?? t('admin.audit.system')}</Table.Td>
                <Table.Td className={classes.nowrap}>{entry.action}</Table.Td>
                <Table.Td className={classes.subject}>{entry.subject}</Table.Td>
                <Table.Td>
                  {detailLines(entry.detail).length > 0 ? (
                    <pre className={classes.detail}>{detailLines(entry.detail).join('\n')}</pre>
                  ) : (
                    '—'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.data && rows.length === 0 && (
          <Text p="md" c="dimmed">
            {t('admin.audit.empty')}
          </Text>
        )}
      </div>
      <TablePager
        page={page}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={setPage}
        label={t('admin.audit.pages')}
      />
    </Stack>
  );
}
