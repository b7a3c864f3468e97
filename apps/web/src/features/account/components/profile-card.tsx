import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/use-translation';
import type { CurrentUser } from '@recircuit/contract';
import { formatDate } from '../../../lib/format';
import { ProfileForm } from './profile-form';
import { SectionCard } from './section-card';
import { EmailStatus } from './email-status';

/** The profile, shown and edited: names, UK phone, UK postcode and marketing consent. */
export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const notSet = t('account.common.notSet');
  const rows: [string, string][] = [
    [t('account.profile.firstName'), user.firstName || notSet],
    [t('account.profile.lastName'), user.lastName || notSet],
    [t('account.profile.email'), user.email],
    [t('account.profile.phone'), user.phone ?? notSet],
    [t('account.profile.postcode'), user.postcode ?? notSet],
    [t('account.profile.marketing'), user.marketingConsent ? t('account.common.yes') : t('account.common.no')],
  ];

  return (
    <SectionCard
      id="profile"
      title={t('account.profile.title')}
      intro={t('account.profile.memberSince', { date: formatDate(user.createdAt) })}
    >
      {editing ? (
        <ProfileForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="md" align="flex-start">
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm" m={0} w="100%">
            {rows.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <EmailStatus user={user} />
          <Button
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {t('account.profile.edit')}
          </Button>
        </Stack>
      )}
    </SectionCard>
  );
}
