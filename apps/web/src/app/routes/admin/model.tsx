import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { modelDisplayName } from '@recircuit/contract';
import { useModel } from '../../../features/admin/api/get-model';
import { ModelEditor } from '../../../features/admin/components/model-editor';
import { PageTitle } from '../../../features/admin/components/page-title';
import { consolePaths } from '../../../features/admin/model/console-paths';
import { ConsoleHead } from './console-head';
import ConsoleNotFound from './not-found';

function BackToCatalogue() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={consolePaths.catalogue} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('admin.model.back')}
      </Group>
    </Anchor>
  );
}

function NewModel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={960}>
      <ConsoleHead title={t('admin.model.newTitle')} />
      <BackToCatalogue />
      <PageTitle>{t('admin.model.newTitle')}</PageTitle>
      <ModelEditor model={null} onSaved={(saved) => void navigate(consolePaths.model(saved.id), { replace: true })} />
    </Stack>
  );
}

function EditModel({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const query = useModel(modelId);
  if (query.isError) return <ConsoleNotFound message={t('admin.model.notFound')} />;
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const model = query.data;
  const title = modelDisplayName(model.brand, model.name);
  return (
    <Stack gap="md" maw={960}>
      <ConsoleHead title={title} />
      <BackToCatalogue />
      <PageTitle>{title}</PageTitle>
      {/* A new key after each save starts the form from what the server kept. */}
      <ModelEditor key={JSON.stringify(model)} model={model} />
    </Stack>
  );
}

/** /admin/catalogue/new and /admin/catalogue/{id}: the model editor. */
export default function ModelRoute() {
  const { modelId = '' } = useParams();
  return modelId === 'new' ? <NewModel /> : <EditModel key={modelId} modelId={modelId} />;
}
