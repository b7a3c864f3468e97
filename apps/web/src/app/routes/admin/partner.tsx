import { Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { usePartners } from '../../../features/admin/api/get-partners';
import { PageTitle } from '../../../features/admin/components/page-title';
import { PartnerEditor } from '../../../features/admin/components/partner-editor';
import { consolePaths } from '../../../features/admin/model/console-paths';
import { ConsoleHead } from './console-head';
import ConsoleNotFound from './not-found';

function BackToPartners() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={consolePaths.partners} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden="true" />
        {t('admin.partner.back')}
      </Group>
    </Anchor>
  );
}

function NewPartner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={960}>
      <ConsoleHead title={t('admin.partner.newTitle')} />
      <BackToPartners />
      <PageTitle>{t('admin.partner.newTitle')}</PageTitle>
      <PartnerEditor
        partner={null}
        onSaved={(saved) => void navigate(consolePaths.partner(saved.partnerId), { replace: true })}
      />
    </Stack>
  );
}

function EditPartner({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const query = usePartners();
  if (query.isError) return <ConsoleNotFound message={t('admin.loadFailed')} />;
  if (!query.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  const partner = query.data.find((candidate) => candidate.partnerId === partnerId);
  if (!partner) return <ConsoleNotFound message={t('admin.partner.notFound')} />;
  return (
    <Stack gap="md" maw={960}>
      <ConsoleHead title={partner.name} />
      <BackToPartners />
      <PageTitle>{partner.name}</PageTitle>
      {/* A new key after each save starts the form from what the server kept. */}
      <PartnerEditor key={partner.updatedAt} partner={partner} />
    </Stack>
  );
}

/** /admin/partners/new and /admin/partners/{id}: the partner editor. */
export default function PartnerRoute() {
  const { partnerId = '' } = useParams();
  return partnerId === 'new' ? <NewPartner /> : <EditPartner key={partnerId} partnerId={partnerId} />;
}
