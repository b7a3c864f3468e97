import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../features/admin/components/page-title';
import { ReportForm } from '../../../features/admin/components/report-form';
import { ConsoleHead } from './console-head';

/** /admin/reports: the orders CSV for a period. */
export default function ReportsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleHead title={t('admin.pages.reports')} />
      <PageTitle>{t('admin.pages.reports')}</PageTitle>
      <ReportForm />
    </>
  );
}
