import { useState } from 'react';
import { Button, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  GRADE_KEYS,
  PAYOUT_METHODS,
  type ConfirmHandInRequest,
  type OrderDetail,
  type PayoutMethod,
} from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useConfirmHandIn } from '../api/confirm-hand-in';
import type { OrderDetailKey } from '../api/get-order-detail';
import { isSale } from '../model/hand-in';
import { gradeOf } from '../model/order-words';

type Decision = '' | 'accept' | 'decline';

/**
 * Staff at the counter (a partner uses its key through the API instead): the grade found, the owner's answer when
 * it is lower than declared (the server revises the offer), and for a sale how the owner was paid.
 */
export function StaffHandInPanel({ order, orderKey }: { order: OrderDetail; orderKey: OrderDetailKey }) {
  const { t } = useTranslation();
  const confirm = useConfirmHandIn(orderKey);
  const sale = isSale(order);
  const methods = order.place?.payoutMethods.length ? order.place.payoutMethods : [...PAYOUT_METHODS];
  const [gradeFound, setGradeFound] = useState(order.gradeFound ?? order.grade);
  const [decision, setDecision] = useState<Decision>('');
  const [method, setMethod] = useState<PayoutMethod>(methods[0] ?? 'cash');
  const [amount, setAmount] = useState('');
  // A lower grade revises a catalogue offer; a specialist's own valuation may be refused at any grade.
  const asks = sale && (gradeFound > order.grade || order.classification === 'rare');

  const onConfirm = async () => {
    const body: ConfirmHandInRequest = { gradeFound };
    if (asks && decision) body.decision = decision;
    if (sale && decision !== 'decline') {
      body.payout = { method, ...(order.classification === 'rare' && amount ? { amount: Number(amount) } : {}) };
    }
    try {
      await confirm.mutateAsync({ orderId: order.orderId, body });
      toast.success(t('orders.detail.handedIn'));
    } catch {
      // The API client has shown the server's message.
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          {t('orders.handIn.title')}
        </Title>
        <Text>{t('orders.handIn.body')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" w="100%">
          <NativeSelect
            label={t('orders.handIn.gradeFound')}
            value={gradeFound}
            onChange={(event) => setGradeFound(event.currentTarget.value)}
            data={GRADE_KEYS.map((grade) => ({ value: grade, label: gradeOf(t, grade) }))}
          />
          {asks ? (
            <NativeSelect
              label={t('orders.handIn.decision')}
              value={decision}
              onChange={(event) => setDecision(event.currentTarget.value as Decision)}
              data={[
                { value: '', label: t('orders.handIn.decisionPending') },
                { value: 'accept', label: t('orders.handIn.accept') },
                { value: 'decline', label: t('orders.handIn.decline') },
              ]}
            />
          ) : null}
          {sale && decision !== 'decline' ? (
            <NativeSelect
              label={t('orders.handIn.payoutMethod')}
              value={method}
              onChange={(event) => setMethod(event.currentTarget.value as PayoutMethod)}
              data={methods.map((value) => ({ value, label: t(`orders.payout.${value}`) }))}
            />
          ) : null}
          {sale && order.classification === 'rare' && decision !== 'decline' ? (
            <TextInput
              label={t('orders.handIn.amount')}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value.replace(/[^\d.]/g, ''))}
            />
          ) : null}
        </SimpleGrid>
        <Button onClick={() => void onConfirm()} loading={confirm.isPending} disabled={confirm.isPending}>
          {t('orders.handIn.confirm')}
        </Button>
      </Stack>
    </Paper>
  );
}
