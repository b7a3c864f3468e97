import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataOrderStatus } from '@recircuit/contract';

const COLORS: Record<DataOrderStatus, string> = {
  'Awaiting payment': 'orange.9',
  'Awaiting device': 'grape.9',
  Processing: 'blue.8',
  Completed: 'brand.9',
  Expired: 'gray.8',
  Cancelled: 'red.9',
};

/** A data order's status, the contract's word in the page's language ('Processing' when none came). */
export function StatusBadge({ status }: { status: DataOrderStatus | null | undefined }) {
  const { t } = useTranslation();
  const shown = status ?? 'Processing';
  return (
    <Badge variant="filled" tt="none" color={COLORS[shown]} data-testid="order-status">
      {t(`data.statuses.${shown}`)}
    </Badge>
  );
}
