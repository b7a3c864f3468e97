import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { formatDateTime } from '../../../lib/format';
import { statusOf } from '../model/admin-words';

export interface TimelineStep {
  status: string;
  at: string;
  note?: string | null;
  actor?: { email: string; name: string } | null;
  partner?: { name: string } | null;
}

/** Every status the order has had: when, who moved it (a member of staff or a partner's counter) and their note. */
export function StaffTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-timeline">
      <Title order={2} size="h4" id="order-timeline" mb="sm">
        {t('admin.order.timeline')}
      </Title>
      <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} data-testid="admin-timeline">
        {steps.map((step, index) => (
          <Timeline.Item key={`${step.status}-${step.at}-${index}`} title={statusOf(t, step.status)}>
            <Text size="sm" c="dimmed">
              {formatDateTime(step.at)}
              {step.actor && ` · ${t('admin.order.by', { who: step.actor.name || step.actor.email })}`}
              {step.partner && ` · ${t('admin.order.atPartner', { partner: step.partner.name })}`}
            </Text>
            {step.note && <Text size="sm">{step.note}</Text>}
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
