import { useState } from 'react';
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import {
  BY_POST_MESSAGES,
  formatSortCode,
  GRADE_KEYS,
  transferRequestSchema,
  type AdminDeviceOrder,
  type PostInspectionRequest,
} from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { statusOf } from '../model/admin-words';
import { useRecordArrival } from '../api/record-arrival';
import { useRecordInspection } from '../api/record-inspection';
import { useRecordTransfer } from '../api/record-transfer';
import { ActionCard } from './action-card';
import { ConfirmDialog } from './confirm-dialog';

/** A field's message from a refused request, if the server named that field; the toast says the rest. */
function fieldMessage(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.fieldErrors.find((entry) => entry.field === field)?.message : undefined;
}

/**
 * The one step staff take next on a device sent by post (docs/product.md, "Hand-in by post"), as the server names it:
 * record its arrival (the hand-in), inspect it (the grade found, and a rare device's valuation), or record the bank
 * transfer; a revised offer waits on the owner, which it says. A refused step shows the server's message.
 */
export function PostStepForm({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const step = order.post?.nextStep ?? null;
  return (
    <ActionCard>
      <div data-testid="post-step" data-step={step ?? 'none'}>
        {step === 'arrival' ? (
          <ArrivalStep order={order} />
        ) : step === 'inspection' ? (
          <InspectionStep order={order} />
        ) : step === 'transfer' ? (
          <TransferStep order={order} />
        ) : step === 'decision' ? (
          <Text size="sm" data-testid="post-decision">
            {t('admin.post.decision', { amount: formatMoney(order.revisedPrice ?? 0) })}
          </Text>
        ) : (
          <Text size="sm">{t('admin.order.nothingToDo', { status: statusOf(t, order.status) })}</Text>
        )}
      </div>
    </ActionCard>
  );
}

function ArrivalStep({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const mutation = useRecordArrival();
  const send = async () => {
    const answer = await mutation.mutateAsync(order.orderId).catch(() => undefined);
    if (answer) toast.success(answer.message || BY_POST_MESSAGES.arrivalRecorded);
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('admin.post.arrivalIntro')}</Text>
      <Button onClick={() => void send()} loading={mutation.isPending} data-testid="next-action">
        {t('admin.post.arrival')}
      </Button>
    </Stack>
  );
}

function InspectionStep({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const mutation = useRecordInspection();
  const rare = order.classification === 'rare';
  const [gradeFound, setGradeFound] = useState(order.grade);
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();

  const send = async () => {
    const body: PostInspectionRequest = { gradeFound: gradeFound as PostInspectionRequest['gradeFound'] };
    if (rare) {
      const pounds = Number(amount);
      if (!amount || !Number.isFinite(pounds) || pounds <= 0) {
        setAmountError(BY_POST_MESSAGES.payoutAmountRequired);
        return;
      }
      body.amount = pounds;
    }
    try {
      const answer = await mutation.mutateAsync({ orderId: order.orderId, body });
      toast.success(answer.message || BY_POST_MESSAGES.inspectionRecorded);
    } catch (error) {
      setAmountError(fieldMessage(error, 'amount'));
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t(rare ? 'admin.post.inspectionRare' : 'admin.post.inspectionIntro')}</Text>
      <NativeSelect
        label={t('admin.handIn.gradeFound')}
        description={t('admin.handIn.declared', { grade: order.grade })}
        value={gradeFound}
        onChange={(event) => setGradeFound(event.currentTarget.value)}
        data={GRADE_KEYS.map((grade) => ({ value: grade, label: grade }))}
      />
      {rare ? (
        <TextInput
          label={t('admin.post.amount')}
          required
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value.replace(/[^\d.]/g, ''));
            setAmountError(undefined);
          }}
          error={amountError && words(amountError)}
        />
      ) : null}
      <Button onClick={() => void send()} loading={mutation.isPending} data-testid="next-action">
        {t('admin.post.inspect')}
      </Button>
    </Stack>
  );
}

function TransferStep({ order }: { order: AdminDeviceOrder }) {
  const { t } = useTranslation();
  const mutation = useRecordTransfer();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const bank = order.post?.bankDetails ?? null;
  const due = formatMoney(order.post?.payoutDue ?? 0);

  // The reference is checked as the server checks it before anything is asked or sent.
  const ask = () => {
    const checked = transferRequestSchema.safeParse({ reference });
    if (!checked.success) setError(checked.error.issues[0]?.message);
    else setConfirming(true);
  };
  const send = async () => {
    try {
      const answer = await mutation.mutateAsync({ orderId: order.orderId, reference: reference.trim() });
      toast.success(answer.message || BY_POST_MESSAGES.transferRecorded);
    } catch (failure) {
      setError(fieldMessage(failure, 'reference'));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" fw={700} data-testid="transfer-due">
        {t('admin.post.transferDue', { amount: due })}
      </Text>
      {bank ? (
        <Text size="sm" data-testid="transfer-account">
          {t('admin.post.transferTo', {
            name: bank.accountName,
            sortCode: formatSortCode(bank.sortCode),
            accountNumber: bank.accountNumber,
          })}
        </Text>
      ) : (
        <Text size="sm" c="red.8" role="alert">
          {words(BY_POST_MESSAGES.bankDetailsRequired)}
        </Text>
      )}
      <TextInput
        label={t('admin.post.reference')}
        description={t('admin.post.referenceHint')}
        required
        maxLength={100}
        autoComplete="off"
        value={reference}
        onChange={(event) => {
          setReference(event.currentTarget.value);
          setError(undefined);
        }}
        error={error && words(error)}
        data-testid="transfer-reference"
      />
      <Button onClick={ask} disabled={!bank} loading={mutation.isPending} data-testid="next-action">
        {t('admin.post.transfer')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('admin.post.transfer')}
        confirmLabel={t('admin.post.transfer')}
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        {t('admin.post.transferConfirm', { amount: due, number: order.orderNumber })}
      </ConfirmDialog>
    </Stack>
  );
}
