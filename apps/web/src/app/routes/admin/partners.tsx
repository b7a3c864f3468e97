import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { PageTitle } from '../../../features/admin/components/page-title';
import { PartnersTable } from '../../../features/admin/components/partners-table';
import { consolePaths } from '../../../features/admin/model/console-paths';
import { ConsoleHead } from './console-head';

/** /admin/partners: every partner, retired ones too. */
export default function PartnersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleHead title={t('admin.pages.partners')} />
      <PageTitle
        actions={
          <Button component={Link} to={consolePaths.newPartner} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('admin.partners.newPartner')}
          </Button>
        }
      >
        {t('admin.pages.partners')}
      </PageTitle>
      <PartnersTable />
    </>
  );
}
