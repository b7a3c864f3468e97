import { useTranslation } from '../../../lib/use-translation';
import { AuditTable } from '../../../features/admin/components/audit-table';
import { PageTitle } from '../../../features/admin/components/page-title';
import { ConsoleHead } from './console-head';

/** /admin/audit: every staff action, newest first. */
export default function AuditRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleHead title={t('admin.pages.audit')} />
      <PageTitle>{t('admin.pages.audit')}</PageTitle>
      <AuditTable />
    </>
  );
}
