import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { personName, type AdminOwner } from '@recircuit/contract';

/** Who placed the order and how to reach them; an owner who deleted their account is said to be gone. */
export function OwnerCard({ owner }: { owner: AdminOwner | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-owner" data-testid="order-owner">
      <Title order={2} size="h4" id="order-owner" mb="xs">
        {t('admin.owner.title')}
      </Title>
      {owner ? (
        <Stack gap={2}>
          <Text fw={600}>{personName(owner.firstName, owner.lastName)}</Text>
          <Anchor href={`mailto:${owner.email}`} size="sm">
            {owner.email}
          </Anchor>
          <Text size="sm">{owner.phone ?? t('admin.owner.noPhone')}</Text>
        </Stack>
      ) : (
        <Text c="dimmed">{t('admin.owner.deleted')}</Text>
      )}
    </Paper>
  );
}
