import { useState } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { useQuote } from '../api/get-quote';
import { parseCondition } from '../model/condition-grade';
import { gradeLabel } from '../model/cascade';
import { catalogueTypeOf } from '../model/recycle-words';
import { deviceStore, isReadyToConfirm } from '../model/device-data';
import { DeviceSummary } from './device-summary';
import { PartnerOffers } from './partner-offers';
import { PlacePicker } from './place-picker';
import { resultPath, useSubmitOrder } from './submit-order';
import { usePlaceChoice } from './use-place-choice';
import { ConfirmActions } from './confirm-actions';
import { formatMoney } from '../../../lib/format';

const PATHS = {
  recycle: { here: '/recycle/confirm', result: '/recycle/result' },
  current: { here: '/recycle/current-confirm', result: '/recycle/current-result' },
} as const;

/**
 * /recycle/confirm and /recycle/current-confirm: the summary of recycleDeviceData, where the device goes, and Submit.
 * Recycling comes with a free data wipe (and the paid retrieval service) at a chosen drop-off point; a current device
 * chooses one partner's offer, and shows the 10% voucher and the referral.
 */
export function ConfirmDevice({ kind }: { kind: 'recycle' | 'current' }) {
  const { t } = useTranslation();
  const [data] = useState(() => deviceStore.recycle());
  const ready = isReadyToConfirm(data) ? data : null;
  const device = ready && {
    type: ready.type,
    brand: ready.brand,
    name: ready.name,
    color: ready.color,
    storage: ready.storage,
    grade: ready.grade,
  };
  const condition = parseCondition(ready?.condition);
  const quote = useQuote(
    device ?? { type: null, brand: null, name: null, color: null, storage: null, grade: null },
    condition,
  );
  const { submit, submitting } = useSubmitOrder(PATHS[kind].here);
  const place = usePlaceChoice();

  if (!ready || !device) return <Navigate to="/recycle/recycle" replace />;

  const onSubmit = () => {
    const handIn = place.require();
    if (!handIn) return;
    const answered = Object.keys(condition).length > 0 ? { condition } : {};
    void submit({ classification: ready.classification, ...handIn, ...device, ...answered }, (saved) => {
      deviceStore.saveRecycle(null);
      return resultPath(saved.classification === 'current' ? PATHS.current.result : PATHS.recycle.result, saved);
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(kind === 'current' ? 'recycle.confirm.currentTitle' : 'recycle.confirm.title')}</Title>
        <Text c="dimmed">{t('recycle.confirm.intro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {t('recycle.confirm.summary')}
          </Title>
          <DeviceSummary
            rows={[
              { label: t('recycle.form.type'), value: catalogueTypeOf(t, ready.type) },
              { label: t('recycle.form.brand'), value: ready.brand },
              { label: t('recycle.form.name'), value: ready.name },
              { label: t('recycle.form.color'), value: ready.color },
              { label: t('recycle.form.storage'), value: t('recycle.form.gb', { size: ready.storage }) },
              { label: t('recycle.form.grade'), value: gradeLabel(t, ready.grade) },
              { label: t('recycle.form.estimatedPrice'), value: formatMoney(ready.suggestedPrice) },
            ]}
          />
          <Text size="sm" c="dimmed">
            {t('recycle.confirm.priceNote')}
          </Text>
        </Stack>
      </Paper>

      {kind === 'recycle' ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="xs">
            <Title order={2} size="h3">
              {t('recycle.confirm.wipeTitle')}
            </Title>
            <Text>{t('recycle.confirm.wipeBody')}</Text>
            <Text>
              {t('recycle.confirm.retrievalBody')}{' '}
              <Anchor component={Link} to={ROUTES.dataServiceRetrieval}>
                {t('recycle.confirm.retrievalLink')}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      ) : (
        <PartnerOffers />
      )}

      {ready.classification === 'recycle' || quote.data ? (
        <PlacePicker
          kind={ready.classification}
          offers={ready.classification === 'current' ? quote.data?.partnerOffers : undefined}
          value={place.value}
          onChange={place.choose}
          error={place.error}
        />
      ) : null}

      <ConfirmActions backTo="/recycle/recycle" onSubmit={onSubmit} submitting={submitting} />
    </Stack>
  );
}
