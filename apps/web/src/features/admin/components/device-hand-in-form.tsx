import { useState } from 'react';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  GRADE_KEYS,
  PAYOUT_METHODS,
  type AdminDeviceOrder,
  type ConfirmHandInRequest,
  type PayoutMethod,
} from '@recircuit/contract';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useConfirmHandIn } from '../api/confirm-hand-in';
import { ActionCard } from './action-card';

type Decision = 'accept' | 'decline';

/**
 * Staff confirm the hand-in at the counter (docs/product.md, "At the counter"): the grade found; a lower grade of a
 * current device first gets the server's revised offer, which the owner accepts or declines; a sale records how the
 * owner was paid (and a rare device's amount, which the specialist values).
 */
export function DeviceHandInForm({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const mutation = useConfirmHandIn();
  const sale = order.classification === 'current' || order.classification === 'rare';
  const methods = order.place?.payoutMethods.length ? order.place.payoutMethods : [...PAYOUT_METHODS];
  const [gradeFound, setGradeFound] = useState(order.gradeFound ?? order.grade);
  const [decision, setDecision] = useState<Decision>('accept');
  const [method, setMethod] = useState<PayoutMethod>(methods[0] ?? 'cash');
  const [amount, setAmount] = useState('');
  const lower = gradeFound > order.grade;
  // The revised offer on show is the server's for this grade; another grade asks the server again first.
  const offerShown = order.awaitingDecision && order.gradeFound === gradeFound;
  const asksFirst = order.classification === 'current' && lower && !offerShown;
  const deciding = offerShown || (order.classification === 'rare' && decision === 'decline');
  const paying = sale && !asksFirst && decision !== 'decline';

  const submit = async () => {
    const body: ConfirmHandInRequest = { gradeFound };
    if (offerShown || (order.classification === 'rare' && decision === 'decline')) body.decision = decision;
    if (paying) {
      const pounds = Number(amount);
      body.payout = { method, ...(order.classification === 'rare' && amount ? { amount: pounds } : {}) };
    }
    const answer = await mutation.mutateAsync({ orderId: order.orderId, body }).catch(() => undefined);
    if (!answer) return; // The API client has shown the server's message.
    const { status } = answer.data;
    toast.success(
      t(
        status === 'Submitted'
          ? 'admin.handIn.offerRevised'
          : status === 'Cancelled'
            ? 'admin.handIn.declined'
            : 'admin.handIn.done',
      ),
    );
  };

  return (
    <ActionCard>
      <Stack gap="sm" data-testid="hand-in-form">
        <Text size="sm">{t('admin.handIn.intro')}</Text>
        <NativeSelect
          label={t('admin.handIn.gradeFound')}
          description={t('admin.handIn.declared', { grade: order.grade })}
          value={gradeFound}
          onChange={(event) => setGradeFound(event.currentTarget.value)}
          data={GRADE_KEYS.map((grade) => ({ value: grade, label: grade }))}
        />
        {offerShown && order.revisedPrice !== null ? (
          <Text size="sm" fw={600} data-testid="revised-offer">
            {t('admin.handIn.revisedOffer', {
              amount: formatMoney(order.revisedPrice),
              offer: formatMoney(order.offer ?? order.price ?? 0),
            })}
          </Text>
        ) : null}
        {offerShown || order.classification === 'rare' ? (
          <NativeSelect
            label={t('admin.handIn.decision')}
            value={decision}
            onChange={(event) => setDecision(event.currentTarget.value as Decision)}
            data={[
              { value: 'accept', label: t('admin.handIn.accept') },
              { value: 'decline', label: t('admin.handIn.decline') },
            ]}
          />
        ) : null}
        {paying ? (
          <NativeSelect
            label={t('admin.handIn.payoutMethod')}
            value={method}
            onChange={(event) => setMethod(event.currentTarget.value as PayoutMethod)}
            data={methods.map((value) => ({ value, label: t(`admin.payout.${value}`) }))}
          />
        ) : null}
        {paying && order.classification === 'rare' ? (
          <TextInput
            label={t('admin.handIn.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value.replace(/[^\d.]/g, ''))}
          />
        ) : null}
        <Button onClick={() => void submit()} loading={mutation.isPending} data-testid="hand-in-submit">
          {t(
            asksFirst
              ? 'admin.handIn.askOffer'
              : deciding && decision === 'decline'
                ? 'admin.handIn.recordDecline'
                : 'admin.handIn.submit',
          )}
        </Button>
      </Stack>
    </ActionCard>
  );
}
