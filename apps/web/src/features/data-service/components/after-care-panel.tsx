import { useEffect, useRef, useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { AFTER_CARE_CHANGEABLE, type DataOrderDetail, type DataOrderStatus } from '@recircuit/contract';
import { formatDate } from '../../../lib/format';
import { AfterCareChange } from './after-care-change';

/** What happens to the device afterwards: the owner's choice, the return address, and how it ended. */
export function AfterCarePanel({ order }: { order: DataOrderDetail & { afterCare: object } }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  // Closing the form gives the focus back to the button that opened it.
  const changeButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const closeForm = () => {
    refocus.current = true;
    setChanging(false);
  };
  useEffect(() => {
    if (changing || !refocus.current) return;
    refocus.current = false;
    changeButton.current?.focus();
  }, [changing]);
  const { afterCare } = order;
  const changeable =
    order.isOwner && !afterCare.doneAt && (AFTER_CARE_CHANGEABLE as readonly DataOrderStatus[]).includes(order.status);
  const address = afterCare.returnAddress;
  const done = afterCare.doneAt
    ? afterCare.choice === 'return'
      ? t('data.afterCare.doneReturn', { date: formatDate(afterCare.doneAt), tracking: afterCare.trackingReference })
      : afterCare.choice === 'collect'
        ? t('data.afterCare.doneCollect', { date: formatDate(afterCare.doneAt) })
        : t('data.afterCare.doneRecycle', {
            date: formatDate(afterCare.doneAt),
            orderNumber: afterCare.recycleOrderNumber,
          })
    : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="after-care-title">
      <Stack gap="xs" data-testid="after-care-panel">
        <Title order={2} size="h3" id="after-care-title">
          {t('data.afterCare.title')}
        </Title>
        {changing ? (
          <AfterCareChange orderId={order.orderId} afterCare={afterCare} onDone={closeForm} />
        ) : (
          <>
            <Text fw={700}>{t(`data.afterCare.${afterCare.choice}.name`)}</Text>
            {address ? (
              <Text size="sm">
                <Text span size="sm" c="dimmed" display="block">
                  {t('data.afterCare.returnTo')}
                </Text>
                {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ')}
              </Text>
            ) : null}
            <Text size="sm" c={done ? undefined : 'dimmed'} data-testid="after-care-status">
              {done ?? t('data.afterCare.pending')}
            </Text>
            {changeable ? (
              <Button
                ref={changeButton}
                variant="light"
                onClick={() => setChanging(true)}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('data.afterCare.change')}
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Paper>
  );
}
