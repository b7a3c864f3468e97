import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { DataOrderDetail } from '@recircuit/contract';
import { formatDateTime } from '../../../lib/format';

/** The order's one timeline: every status it has had, with its time. */
export function OrderTimeline({ history }: { history: DataOrderDetail['history'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="order-timeline">
      <Stack gap="md">
        <Title order={2} size="h3" id="order-timeline">
          {t('data.order.timeline')}
        </Title>
        <Timeline active={history.length - 1} bulletSize={16} lineWidth={2} data-testid="order-timeline">
          {history.map((step, index) => (
            <Timeline.Item
              key={`${step.status}-${step.at}`}
              // A step of the device's journey names itself; staff starting the work keeps the order
              // Processing: the second entry says what it was.
              title={
                step.step
                  ? t(`data.order.steps.${step.step}`)
                  : step.status === 'Processing' && history[index - 1]?.status === 'Processing'
                    ? t('data.order.workStarted')
                    : t(`data.statuses.${step.status}`)
              }
            >
              <Text size="sm" c="dimmed">
                {formatDateTime(step.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Paper>
  );
}
