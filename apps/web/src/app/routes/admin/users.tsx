import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../features/admin/components/page-title';
import { UsersTable } from '../../../features/admin/components/users-table';
import type { Me } from '../../../features/admin/api/get-me';
import { ConsoleHead } from './console-head';

/** /admin/users (admins only): accounts and their roles. */
export default function UsersRoute({ me }: { me: Me }) {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleHead title={t('admin.pages.users')} />
      <PageTitle>{t('admin.pages.users')}</PageTitle>
      <UsersTable me={me} />
    </>
  );
}
