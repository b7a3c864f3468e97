import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { CatalogueList } from '../../../features/admin/components/catalogue-list';
import { PageTitle } from '../../../features/admin/components/page-title';
import { consolePaths } from '../../../features/admin/model/console-paths';
import { ConsoleHead } from './console-head';

/** /admin/catalogue: every model in every status. */
export default function CatalogueRoute() {
  const { t } = useTranslation();
  return (
    <>
      <ConsoleHead title={t('admin.pages.catalogue')} />
      <PageTitle
        actions={
          <Button component={Link} to={consolePaths.newModel} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {t('admin.catalogue.newModel')}
          </Button>
        }
      >
        {t('admin.pages.catalogue')}
      </PageTitle>
      <CatalogueList />
    </>
  );
}
