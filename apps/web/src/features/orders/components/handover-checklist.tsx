import { Anchor, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { HANDOVER_STEPS, ROUTES, type HandoverStep, type OrderDetail } from '@recircuit/contract';
import { useSetHandover } from '../api/set-handover';
import type { OrderDetailKey } from '../api/get-order-detail';

/**
 * The owner's checklist before hand-in (docs/product.md, "Ready to hand over"): the four steps in
 * words for their kind of device, each ticked as done and kept on the order (and its slip). The
 * owner ticks while the order waits to be handed in; anyone else, or later, sees what was ticked.
 */
export function HandoverChecklist({ order, orderKey }: { order: OrderDetail; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const mutation = useSetHandover(orderKey, order.orderId);
  const { guide, done } = order.handover;
  const editable = order.isOwner && order.status === 'Submitted';
  const toggle = (step: HandoverStep, checked: boolean) => {
    const next = HANDOVER_STEPS.filter((each) => (each === step ? checked : done.includes(each)));
    mutation.mutate(next);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="handover-title">
      <Stack gap="sm" data-testid="handover-checklist">
        <Title order={2} size="h3" id="handover-title">
          {t('orders.handover.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(`orders.handover.guides.${guide}.name`)} · {t('orders.handover.intro')}
        </Text>
        {HANDOVER_STEPS.map((step) => (
          <Checkbox
            key={step}
            // md: the vendors' steps are read on the phone they are for, at 14 px rather than 12.
            size="md"
            checked={done.includes(step)}
            disabled={!editable || mutation.isPending}
            onChange={(event) => toggle(step, event.currentTarget.checked)}
            label={<Text fw={700}>{t(`orders.handover.steps.${step}`)}</Text>}
            description={t(`orders.handover.guides.${guide}.${step}`)}
            data-testid={`handover-${step}`}
          />
        ))}
        {editable && !done.includes('backup') ? (
          <Text size="sm">
            {t('orders.handover.retrievalOffer')}{' '}
            <Anchor component={Link} to={ROUTES.dataServiceRetrieval}>
              {t('orders.handover.retrievalLink')}
            </Anchor>
          </Text>
        ) : null}
        <Text size="sm" fw={600} aria-live="polite" data-testid="handover-progress">
          {t('orders.handover.progress', { done: done.length, total: HANDOVER_STEPS.length })}
        </Text>
      </Stack>
    </Paper>
  );
}
