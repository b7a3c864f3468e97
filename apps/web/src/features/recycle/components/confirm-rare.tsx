import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { gradeLabel } from '../model/cascade';
import { catalogueTypeOf } from '../model/recycle-words';
import { deviceStore, type DescribedKind } from '../model/device-data';
import { DeviceSummary } from './device-summary';
import { PlacePicker } from './place-picker';
import { resultPath, useSubmitOrder } from './submit-order';
import { usePlaceChoice } from './use-place-choice';
import { ConfirmActions } from './confirm-actions';

const PATHS: Record<DescribedKind, { form: string; here: string; result: string }> = {
  rare: { form: '/recycle/rare', here: '/recycle/rare-confirm', result: '/recycle/rare-result' },
  donate: { form: '/recycle/donate', here: '/recycle/donate-confirm', result: '/recycle/donate-result' },
};

/**
 * /recycle/rare-confirm: the rare device's summary, the specialist who will value it, and Submit (no price).
 * /recycle/donate-confirm: the donated device's summary, the charity that receives it, and Submit (no price either).
 */
export function ConfirmRare({ kind = 'rare' }: { kind?: DescribedKind }) {
  const { t } = useTranslation();
  const [data] = useState(() => deviceStore.described(kind));
  const { submit, submitting } = useSubmitOrder(PATHS[kind].here);
  const place = usePlaceChoice();
  if (!data?.type || !data.brand || !data.name || !data.grade || !data.description) {
    return <Navigate to={PATHS[kind].form} replace />;
  }

  const onSubmit = () => {
    const handIn = place.require();
    if (!handIn) return;
    void submit(
      {
        classification: kind,
        ...handIn,
        type: data.type,
        brand: data.brand,
        name: data.name,
        grade: data.grade,
        description: data.description,
        ...(data.year ? { year: data.year } : {}),
      },
      (saved) => {
        deviceStore.saveDescribed(kind, null);
        return resultPath(PATHS[kind].result, saved);
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t(kind === 'rare' ? 'recycle.rare.confirmTitle' : 'recycle.donate.confirmTitle')}</Title>
        <Text c="dimmed">{t(kind === 'rare' ? 'recycle.rare.confirmIntro' : 'recycle.donate.confirmIntro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <DeviceSummary
          rows={[
            { label: t('recycle.form.type'), value: catalogueTypeOf(t, data.type) },
            { label: t('recycle.form.brand'), value: data.brand },
            { label: t('recycle.rare.model'), value: data.name },
            ...(data.year ? [{ label: t('recycle.rare.year'), value: String(data.year) }] : []),
            { label: t('recycle.form.grade'), value: gradeLabel(t, data.grade) },
            { label: t('recycle.rare.description'), value: data.description },
          ]}
        />
      </Paper>
      <PlacePicker kind={kind} value={place.value} onChange={place.choose} error={place.error} />
      <ConfirmActions backTo={PATHS[kind].form} onSubmit={onSubmit} submitting={submitting} />
    </Stack>
  );
}
