import { useState, type FormEvent } from 'react';
import { Anchor, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { MODEL_STATUSES, modelDisplayName, type AdminModel, type ModelStatus } from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useModels } from '../api/get-models';
import { consolePaths } from '../model/console-paths';
import { CONSOLE_PAGE_SIZE, offsetOf, parsePage } from '../model/paging';
import { sortRows, toggleSort, type SortState, type SortValue } from '../model/table-sort';
import { ModelStatusBadge } from './model-status-badge';
import { SortableHeader } from './sortable-header';
import { SearchField } from './search-field';
import { TablePager } from './table-pager';
import classes from './console.module.css';

const COLUMNS = ['name', 'type', 'classification', 'releaseYear', 'launchPrice', 'status'] as const;
type Column = (typeof COLUMNS)[number];

const valueOf = (model: AdminModel, column: Column): SortValue =>
  column === 'name' ? modelDisplayName(model.brand, model.name) : model[column];

function readSort(search: URLSearchParams): SortState<Column> | null {
  const key = search.get('sort') ?? '';
  if (!(COLUMNS as readonly string[]).includes(key)) return null;
  return { key: key as Column, direction: search.get('dir') === 'descending' ? 'descending' : 'ascending' };
}

/** The catalogue as staff see it: every status, filtered and searched, each model opening its editor. */
export function CatalogueList() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const status = (MODEL_STATUSES as readonly string[]).includes(search.get('status') ?? '')
    ? (search.get('status') as ModelStatus)
    : '';
  const q = search.get('q') ?? '';
  const page = parsePage(search.get('page'));
  const sort = readSort(search);
  const [draft, setDraft] = useState(q);
  const query = useModels({ q, status, limit: CONSOLE_PAGE_SIZE, offset: offsetOf(page) });
  useLoadingWhile(query.isFetching && !query.data);

  const go = (next: { status?: string; q?: string; page?: number; sort?: SortState<Column> | null }) => {
    const merged = { status, q, page, sort, ...next };
    const params = new URLSearchParams();
    if (merged.status) params.set('status', merged.status);
    if (merged.q.trim()) params.set('q', merged.q.trim());
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.sort) {
      params.set('sort', merged.sort.key);
      params.set('dir', merged.sort.direction);
    }
    setSearch(params);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: draft, page: 1 });
  };
  const rows = sortRows(query.data?.items ?? [], sort, valueOf);
  const onSort = (column: Column) => go({ sort: toggleSort(sort, column) });
  const header = (column: Column, label: string) => (
    <SortableHeader column={column} sort={sort} onSort={onSort}>
      {label}
    </SortableHeader>
  );

  return (
    <Stack gap="md">
      <Group component="form" role="search" onSubmit={onSearch} align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('admin.model.status')}
          value={status}
          onChange={(event) => go({ status: event.currentTarget.value, page: 1 })}
          data={[
            { value: '', label: t('admin.catalogue.allStatuses') },
            ...MODEL_STATUSES.map((value) => ({ value, label: t(`admin.modelStatuses.${value}`) })),
          ]}
          w={{ base: '100%', xs: 180 }}
        />
        <SearchField
          label={t('admin.catalogue.search')}
          description={t('admin.catalogue.searchHint')}
          value={draft}
          onChange={setDraft}
        />
      </Group>
      <div className={classes.tableBox}>
        <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" data-testid="catalogue-table">
          <caption className={classes.visuallyHidden}>{t('admin.catalogue.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              {header('name', t('admin.catalogue.columns.model'))}
              {header('type', t('admin.model.type'))}
              {header('classification', t('admin.model.classification'))}
              {header('releaseYear', t('admin.catalogue.columns.year'))}
              {header('launchPrice', t('admin.catalogue.columns.launchPrice'))}
              <Table.Th scope="col">{t('admin.catalogue.columns.options')}</Table.Th>
              {header('status', t('admin.model.status'))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((model) => (
              <Table.Tr key={model.id} data-testid="model-row">
                <Table.Td className={classes.nameCell}>
                  <Anchor component={Link} to={consolePaths.model(model.id)} fw={600}>
                    {modelDisplayName(model.brand, model.name)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{model.type}</Table.Td>
                <Table.Td>{t(`admin.classifications.${model.classification}`)}</Table.Td>
                <Table.Td>{model.releaseYear}</Table.Td>
                <Table.Td className={classes.nowrap}>{formatMoney(model.launchPrice)}</Table.Td>
                <Table.Td>
                  <Text size="xs">
                    {t('admin.catalogue.colorsCount', { count: model.colors.length })} ·{' '}
                    {t('admin.catalogue.storagesCount', { count: model.storages.length })}
                  </Text>
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <ModelStatusBadge status={model.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.data && rows.length === 0 && (
          <Text p="md" c="dimmed">
            {t('admin.catalogue.empty')}
          </Text>
        )}
      </div>
      {sort && (
        <Text size="xs" c="dimmed">
          {t('admin.table.sortedWithinPage')}
        </Text>
      )}
      <TablePager
        page={page}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={(next) => go({ page: next })}
        label={t('admin.catalogue.pages')}
      />
    </Stack>
  );
}
