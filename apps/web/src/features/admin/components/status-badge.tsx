import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { statusOf } from '../model/admin-words';

/** A dark orange that keeps white text above 4.5:1 (the palette's orange.9 does not). */
export const WAITING_COLOR = '#a63c06';

const ENDED = new Set(['Completed', 'Identified']);
const REFUSED = new Set(['Cancelled', 'Rejected', 'Expired']);
const WAITING = new Set(['Awaiting payment', 'Awaiting device', 'Submitted']);

/** An order's status in the console's language; the colours only help, the word says it. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = ENDED.has(status)
    ? 'brand.9'
    : REFUSED.has(status)
      ? 'gray.8'
      : WAITING.has(status)
        ? WAITING_COLOR
        : 'blue.8';
  return (
    <Badge variant="filled" tt="none" color={color} data-testid="admin-order-status">
      {statusOf(t, status)}
    </Badge>
  );
}
