import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { Path } from 'react-hook-form';
import { BY_POST_MESSAGES, revisedOfferDecisionSchema, type OrderDetail } from '@recircuit/contract';
import { ReturnAddressInputs, type ReturnAddressLine } from '../../../components/ui/return-address-inputs';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useApiForm } from '../../../lib/use-api-form';
import { useAnswerRevisedOffer } from '../api/answer-revised-offer';
import type { OrderDetailKey } from '../api/get-order-detail';
import { gradeOf } from '../model/order-words';

interface DeclineValues {
  decision: 'decline';
  returnAddress: Record<ReturnAddressLine, string>;
}

const DECLINE: DeclineValues = { decision: 'decline', returnAddress: { line1: '', line2: '', town: '', postcode: '' } };

/**
 * The hub's revised offer for a device sent by post (a lower grade found, or a rare device's valuation), answered
 * online (docs/product.md, "Hand-in by post"): accept it and be paid by bank transfer, or decline it with the UK
 * address the device is posted back to. Only the owner answers; others see that the answer is awaited.
 */
export function RevisedOfferPanel({ order, orderKey }: { order: OrderDetail; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const mutation = useAnswerRevisedOffer(orderKey, order.orderId);
  const form = useApiForm({
    schema: revisedOfferDecisionSchema,
    defaultValues: DECLINE,
    onSubmit: async (values) => {
      const answer = await mutation.mutateAsync(values);
      toast.success(answer.message || BY_POST_MESSAGES.offerDeclined);
    },
  });
  const amount = formatMoney(order.revisedPrice ?? 0);
  const field = (name: ReturnAddressLine) => {
    const path = `returnAddress.${name}` as Path<DeclineValues>;
    return { ...form.register(path), error: form.errorOf(path) };
  };
  // A refusal the server names at the address as a whole (not one of its lines).
  const addressError = form.errorOf('returnAddress');

  const accept = async () => {
    const answer = await mutation.mutateAsync({ decision: 'accept' }).catch(() => undefined);
    if (answer) toast.success(answer.message || BY_POST_MESSAGES.offerAccepted);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" data-testid="revised-offer">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.decision.title')}
        </Title>
        <Text fw={600}>
          {order.classification === 'rare'
            ? t('orders.decision.valued', { amount })
            : t('orders.decision.lower', {
                grade: gradeOf(t, order.gradeFound ?? order.grade),
                amount,
                offer: formatMoney(order.offer ?? order.price ?? 0),
              })}
        </Text>
        {!order.isOwner ? (
          <Text>{t('orders.decision.awaited')}</Text>
        ) : declining ? (
          <form noValidate onSubmit={form.submit} style={{ width: '100%' }} data-testid="decline-form">
            <Stack gap="sm">
              <Text>{t('orders.decision.whereBack')}</Text>
              <ReturnAddressInputs
                labels={{
                  line1: t('orders.decision.line1'),
                  line2: t('orders.decision.line2'),
                  town: t('orders.decision.town'),
                  postcode: t('orders.decision.postcode'),
                }}
                field={field}
              />
              {addressError ? (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {addressError}
                </Text>
              ) : null}
              <Group gap="sm">
                <Button type="submit" color="red" loading={form.submitting}>
                  {t('orders.decision.confirmDecline')}
                </Button>
                <Button variant="default" onClick={() => setDeclining(false)} disabled={form.submitting}>
                  {t('orders.decision.back')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <>
            <Text>{t('orders.decision.question')}</Text>
            <Group gap="sm">
              <Button onClick={() => void accept()} loading={mutation.isPending} data-testid="offer-accept">
                {t('orders.decision.accept', { amount })}
              </Button>
              <Button
                variant="outline"
                color="red.9"
                onClick={() => setDeclining(true)}
                disabled={mutation.isPending}
                data-testid="offer-decline"
              >
                {t('orders.decision.decline')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
