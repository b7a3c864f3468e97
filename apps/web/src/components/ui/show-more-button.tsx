import { Button, Center } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation';

/** Loads the next page of a paged list; absent when everything is shown. */
export function ShowMoreButton({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        {t('common.showMore')}
      </Button>
    </Center>
  );
}
