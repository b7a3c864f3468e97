import { useState, type FormEvent } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { OrderKind } from '@recircuit/contract';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useOrders } from '../api/get-orders';
import { consolePaths } from '../model/console-paths';
import { CONSOLE_PAGE_SIZE, offsetOf } from '../model/paging';
import {
  readQueueParams,
  STATUSES_OF,
  writeQueueParams,
  type QueueColumn,
  type QueueParams,
} from '../model/queue-params';
import { statusOf } from '../model/admin-words';
import { toggleSort } from '../model/table-sort';
import { SortableHeader } from './sortable-header';
import { StatusBadge } from './status-badge';
import { SearchField } from './search-field';
import { TablePager } from './table-pager';
import classes from './console.module.css';

/** One kind's queue: status filter, search by order number, email or device name, columns sorted by the server, and pages. */
export function OrderQueue({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readQueueParams(kind, searchParams);
  const [draft, setDraft] = useState(params.q);
  const query = useOrders({
    kind,
    status: params.status,
    q: params.q,
    sort: params.sort?.key ?? 'createdAt',
    dir: params.sort?.direction === 'ascending' ? 'asc' : 'desc',
    limit: CONSOLE_PAGE_SIZE,
    offset: offsetOf(params.page),
  });
  useLoadingWhile(query.isFetching && !query.data);

  const go = (next: Partial<QueueParams>) => setSearchParams(writeQueueParams({ ...params, ...next }));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft, page: 1 });
  };
  const rows = query.data?.items ?? [];
  const onSort = (column: QueueColumn) => go({ sort: toggleSort(params.sort, column) });
  const header = (column: QueueColumn, label: string) => (
    <SortableHeader column={column} sort={params.sort} onSort={onSort}>
      {label}
    </SortableHeader>
  );

  return (
    <Stack gap="md">
      <Group component="form" role="search" onSubmit={onSearch} align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('admin.queue.status')}
          value={params.status}
          onChange={(event) => go({ status: event.currentTarget.value, page: 1 })}
          data={[
            { value: '', label: t('admin.queue.allStatuses') },
            ...STATUSES_OF[kind].map((status) => ({ value: status, label: statusOf(t, status) })),
          ]}
          w={{ base: '100%', xs: 200 }}
        />
        <SearchField
          label={t('admin.queue.search')}
          description={t('admin.queue.searchHint')}
          value={draft}
          onChange={setDraft}
        />
      </Group>

      <div className={classes.tableBox}>
        <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" data-testid="order-queue">
          <caption className={classes.visuallyHidden}>
            {t('admin.queue.caption', { kind: t(`admin.kinds.${kind}`) })}
          </caption>
          <Table.Thead>
            <Table.Tr>
              {header('orderNumber', t('admin.queue.columns.order'))}
              {header('deviceName', t('admin.queue.columns.device'))}
              {header('owner', t('admin.queue.columns.owner'))}
              {header('status', t('admin.queue.columns.status'))}
              {header('price', t('admin.queue.columns.price'))}
              {header('createdAt', t('admin.queue.columns.created'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.orderId} data-testid="queue-row">
                <Table.Td className={classes.nowrap}>
                  <Anchor component={Link} to={consolePaths.order(kind, row.orderId)} fw={600}>
                    {row.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={2}>
                    {row.deviceName}
                  </Text>
                  {row.variant && (
                    <Text size="xs" c="dimmed">
                      {t(`admin.variants.${row.variant}`, { defaultValue: row.variant })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {row.owner ? (
                    <>
                      <Text size="sm">{row.owner.name}</Text>
                      <Text size="xs" c="dimmed">
                        {row.owner.email}
                      </Text>
                    </>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('admin.owner.deleted')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>{row.price === null ? '—' : formatMoney(row.price)}</Table.Td>
                <Table.Td className={classes.nowrap}>{formatDateTime(row.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.data && rows.length === 0 && (
          <Text p="md" c="dimmed">
            {t('admin.queue.empty')}
          </Text>
        )}
        {query.isError && !query.data && (
          <Group p="md">
            <Text>{t('admin.loadFailed')}</Text>
            <Button variant="light" size="xs" onClick={() => void query.refetch()}>
              {t('admin.retry')}
            </Button>
          </Group>
        )}
      </div>
      <TablePager
        page={params.page}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={(page) => go({ page })}
        label={t('admin.queue.pages')}
      />
    </Stack>
  );
}
