import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ADMIN_USER_MESSAGES, personName, type AdminUser, type Role } from '@recircuit/contract';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { useUsers } from '../api/get-users';
import { useSetUserRole } from '../api/set-user-role';
import { CONSOLE_PAGE_SIZE, offsetOf } from '../model/paging';
import { roleChangeFor } from '../model/roles';
import { sortRows, toggleSort, type SortState, type SortValue } from '../model/table-sort';
import { ConfirmDialog } from './confirm-dialog';
import { SortableHeader } from './sortable-header';
import { SearchField } from './search-field';
import { TablePager } from './table-pager';
import { useSingleFlight } from './use-single-flight';
import classes from './console.module.css';

type Column = 'name' | 'email' | 'role' | 'createdAt';

const valueOf = (user: AdminUser, column: Column): SortValue =>
  column === 'name'
    ? personName(user.firstName, user.lastName)
    : column === 'createdAt'
      ? Date.parse(user.createdAt)
      : user[column];

function RoleButton({ user, me }: { user: AdminUser; me: { userId: string; role: Role } }) {
  const { t } = useTranslation();
  const mutation = useSetUserRole();
  const [confirming, setConfirming] = useState(false);
  const next = roleChangeFor(user, me);
  const change = useSingleFlight(async () => {
    if (!next) return;
    try {
      const answer = await mutation.mutateAsync({ userId: user.id, role: next });
      toast.success(answer.message || ADMIN_USER_MESSAGES.roleChanged);
    } finally {
      setConfirming(false);
    }
  });
  if (user.id === me.userId)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.you')}
      </Text>
    );
  if (!next)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.adminByCommand')}
      </Text>
    );
  // Staff see owners' personal data: the server makes staff only of a confirmed email address.
  if (next === 'staff' && !user.emailVerified)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.users.confirmEmailFirst')}
      </Text>
    );
  const name = personName(user.firstName, user.lastName) || user.email;
  const label = t(next === 'staff' ? 'admin.users.makeStaffOf' : 'admin.users.makeOwnerOf', { name });
  return (
    <>
      <Button
        size="xs"
        variant={next === 'staff' ? 'filled' : 'default'}
        loading={mutation.isPending}
        aria-label={label}
        onClick={() => setConfirming(true)}
      >
        {t(next === 'staff' ? 'admin.users.makeStaff' : 'admin.users.makeOwner')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={`${label}?`}
        confirmLabel={t(next === 'staff' ? 'admin.users.makeStaff' : 'admin.users.makeOwner')}
        busy={mutation.isPending}
        reversible
        onCancel={() => setConfirming(false)}
        onConfirm={change}
      >
        {t(next === 'staff' ? 'admin.users.confirmStaff' : 'admin.users.confirmOwner', { name, email: user.email })}
      </ConfirmDialog>
    </>
  );
}

/** Accounts for an admin: search by email or name, and make an account staff or owner (never their own). */
export function UsersTable({ me }: { me: { userId: string; role: Role } }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [draft, setDraft] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<Column> | null>(null);
  const query = useUsers({ q, limit: CONSOLE_PAGE_SIZE, offset: offsetOf(page) });
  useLoadingWhile(query.isFetching && !query.data);
  const rows = sortRows(query.data?.items ?? [], sort, valueOf);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft);
    setPage(1);
  };
  const header = (column: Column, label: string) => (
    <SortableHeader column={column} sort={sort} onSort={(key) => setSort(toggleSort(sort, key))}>
      {label}
    </SortableHeader>
  );

  return (
    <Stack gap="md">
      <Group component="form" role="search" onSubmit={onSearch} align="flex-end" gap="sm" wrap="wrap">
        <SearchField
          label={t('admin.users.search')}
          description={t('admin.users.searchHint')}
          value={draft}
          onChange={setDraft}
        />
      </Group>
      <div className={classes.tableBox}>
        <Table className={classes.table} striped verticalSpacing="xs" data-testid="users-table">
          <caption className={classes.visuallyHidden}>{t('admin.users.caption')}</caption>
          <Table.Thead>
            <Table.Tr>
              {header('name', t('admin.users.columns.name'))}
              {header('email', t('admin.users.columns.email'))}
              {header('role', t('admin.users.columns.role'))}
              {header('createdAt', t('admin.users.columns.since'))}
              <Table.Th scope="col">{t('admin.users.columns.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((user) => (
              <Table.Tr key={user.id} data-testid="user-row">
                <Table.Td>{personName(user.firstName, user.lastName)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{user.email}</Text>
                  {!user.emailVerified && (
                    <Text size="xs" c="dimmed">
                      {t('admin.users.unverified')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    tt="none"
                    color={user.role === 'owner' ? 'gray' : 'brand'}
                    data-testid="user-role"
                  >
                    {t(`admin.roles.${user.role}`)}
                  </Badge>
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatDate(user.createdAt)}</Table.Td>
                <Table.Td>
                  <RoleButton user={user} me={me} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {query.data && rows.length === 0 && (
          <Text p="md" c="dimmed">
            {t('admin.users.empty')}
          </Text>
        )}
      </div>
      <TablePager
        page={page}
        total={query.data?.total ?? 0}
        shown={rows.length}
        onPage={setPage}
        label={t('admin.users.pages')}
      />
    </Stack>
  );
}
