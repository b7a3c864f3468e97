import { Button, Group, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import { useOverview } from '../../../features/admin/api/get-overview';
import { OverviewView } from '../../../features/admin/components/overview-view';
import { PageTitle } from '../../../features/admin/components/page-title';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { ConsoleHead } from './console-head';

/** /admin: what waits on staff, and today's, the week's and the month's numbers. */
export default function OverviewRoute() {
  const { t } = useTranslation();
  const overview = useOverview();
  useLoadingWhile(overview.isFetching && !overview.data);
  return (
    <>
      <ConsoleHead title={t('admin.pages.overview')} />
      <PageTitle
        actions={
          <Button
            variant="default"
            size="xs"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            loading={overview.isFetching}
            onClick={() => void overview.refetch()}
          >
            {t('admin.overview.refresh')}
          </Button>
        }
      >
        {t('admin.pages.overview')}
      </PageTitle>
      {overview.data && <OverviewView overview={overview.data} />}
      {overview.isError && !overview.data && (
        <Group>
          <Text>{t('admin.loadFailed')}</Text>
        </Group>
      )}
    </>
  );
}
