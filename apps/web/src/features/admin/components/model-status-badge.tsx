import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { ModelStatus } from '@recircuit/contract';
import { WAITING_COLOR } from './status-badge';

const COLORS: Record<ModelStatus, string> = { draft: WAITING_COLOR, published: 'brand.9', retired: 'gray.8' };

/** A catalogue model's status: only published models are public. */
export function ModelStatusBadge({ status }: { status: ModelStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" tt="none" color={COLORS[status]} data-testid="model-status">
      {t(`admin.modelStatuses.${status}`)}
    </Badge>
  );
}
