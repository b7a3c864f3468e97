import { useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { dispatchRequestSchema, TRACKING_REFERENCE_MAX, type AdminDataOrder } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { words } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useEndDeviceJourney, type EndStep } from '../api/end-device-journey';
import { ConfirmDialog } from './confirm-dialog';

const LABELS = {
  dispatch: { button: 'admin.data.dispatch', done: 'admin.data.dispatched' },
  collected: { button: 'admin.data.collectedButton', done: 'admin.data.collectedDone' },
  recycled: { button: 'admin.data.recycledButton', done: 'admin.data.recycledDone' },
} as const satisfies Record<EndStep, { button: string; done: string }>;

/**
 * The step that ends the owner's choice for the device, once the order is completed: posted
 * back with its tracking reference, collected, or passed on for recycling (which opens a recycle
 * order). The owner is emailed, so it asks first.
 */
export function DeviceJourneyStep({ order, step }: { order: AdminDataOrder; step: EndStep }) {
  const { t } = useTranslation();
  const mutation = useEndDeviceJourney();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const address = order.afterCare?.returnAddress;

  const send = async () => {
    try {
      await mutation.mutateAsync({ orderId: order.orderId, step, trackingReference: tracking });
      toast.success(t(LABELS[step].done));
    } catch (failure) {
      if (isApiError(failure)) setError(failure.serverMessage ?? failure.message);
    } finally {
      setConfirming(false);
    }
  };

  // The reference is checked as the server checks it before anything is asked or sent.
  const ask = () => {
    if (step === 'dispatch') {
      const checked = dispatchRequestSchema.safeParse({ trackingReference: tracking });
      if (!checked.success) {
        setError(checked.error.issues[0]?.message);
        return;
      }
    }
    setConfirming(true);
  };

  return (
    <Stack gap="sm">
      {step === 'dispatch' ? (
        <>
          <Text size="sm" fw={700}>
            {t('admin.data.dispatchTitle')}
          </Text>
          {address ? (
            <Text size="sm" data-testid="return-address">
              {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ')}
            </Text>
          ) : null}
          <TextInput
            label={t('admin.data.tracking')}
            description={t('admin.data.trackingHint')}
            required
            maxLength={TRACKING_REFERENCE_MAX}
            autoComplete="off"
            value={tracking}
            onChange={(event) => {
              setTracking(event.currentTarget.value);
              setError(undefined);
            }}
            error={error && words(error)}
            data-testid="tracking-reference"
          />
        </>
      ) : error ? (
        <Text size="sm" c="red.8" role="alert">
          {words(error)}
        </Text>
      ) : null}
      <Button loading={mutation.isPending} data-testid="next-action" fullWidth onClick={ask}>
        {t(LABELS[step].button)}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t(LABELS[step].button)}
        confirmLabel={t(LABELS[step].button)}
        busy={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        {t('admin.data.endConfirm', { number: order.orderNumber })}
      </ConfirmDialog>
    </Stack>
  );
}
