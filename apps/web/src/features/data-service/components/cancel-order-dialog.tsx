import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { DATA_MESSAGES } from '@recircuit/contract';
import { AppModal } from '../../../components/ui/app-modal';
import { toast } from '../../../lib/toast';
import { useCancelDataOrder } from '../api/cancel-data-order';

/** Asks before cancelling an unpaid order; the server refuses (409, toasted) once it is paid. */
export function CancelOrderDialog({
  orderId,
  opened,
  onClose,
}: {
  orderId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelDataOrder(orderId);
  const onConfirm = async () => {
    try {
      const answer = await cancel.mutateAsync();
      toast.success(answer.message || DATA_MESSAGES.orderCancelled);
    } catch {
      // The API client has shown the server's message.
    }
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={t('data.cancel.title')} closeLabel={t('common.close')}>
      <Stack gap="md">
        <Text>{t('data.cancel.question')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={cancel.isPending}>
            {t('data.cancel.keep')}
          </Button>
          <Button color="red" onClick={() => void onConfirm()} loading={cancel.isPending}>
            {t('data.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
