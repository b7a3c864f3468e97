import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { CONSOLE_PAGE_SIZE, pageCount, shownRange } from '../model/paging';

interface TablePagerProps {
  page: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** What the table lists, for the pager's label ("Orders pages"). */
  label: string;
  limit?: number;
}

/** Previous and next with where we are: "26–50 of 120 · page 2 of 5". */
export function TablePager({ page, total, shown, onPage, label, limit = CONSOLE_PAGE_SIZE }: TablePagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  const { first, last } = shownRange(page, total, shown, limit);
  return (
    <Group component="nav" aria-label={label} justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="pager-status">
        {total === 0 ? t('admin.table.none') : t('admin.table.range', { first, last, total, page, pages })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('admin.table.previous')}
        </Button>
        <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.table.next')}
        </Button>
      </Group>
    </Group>
  );
}
