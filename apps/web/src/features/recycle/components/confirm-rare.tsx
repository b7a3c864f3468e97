import '../../../lib/mantine-css/Paper.css';
import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { gradeLabel } from '../model/cascade';
import { catalogueTypeOf } from '../model/recycle-words';
import { deviceStore } from '../model/device-data';
import { DeviceSummary } from './device-summary';
import { SpecialistList } from './specialist-list';
import { useSubmitOrder } from './submit-order';
import { ConfirmActions } from './confirm-actions';

/** /recycle/rare-confirm: the rare device's summary, the specialists who value it, and Submit (no price). */
export function ConfirmRare() {
  const { t } = useTranslation();
  const [data] = useState(() => deviceStore.rare());
  const { submit, submitting } = useSubmitOrder('/recycle/rare-confirm');
  if (!data?.type || !data.brand || !data.name || !data.grade || !data.description) {
    return <Navigate to="/recycle/rare" replace />;
  }

  const onSubmit = () =>
    void submit(
      {
        classification: 'rare',
        type: data.type,
        brand: data.brand,
        name: data.name,
        grade: data.grade,
        description: data.description,
        ...(data.year ? { year: data.year } : {}),
      },
      (saved, userId) => {
        deviceStore.saveLastOrder({ ...saved, userId, deviceLabel: `${data.brand} ${data.name}` });
        deviceStore.saveRare(null);
        return '/recycle/rare-result';
      },
    );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('recycle.rare.confirmTitle')}</Title>
        <Text c="dimmed">{t('recycle.rare.confirmIntro')}</Text>
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
      <SpecialistList />
      <ConfirmActions backTo="/recycle/rare" onSubmit={onSubmit} submitting={submitting} />
    </Stack>
  );
}
