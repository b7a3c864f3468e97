import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import type { CurrentUser } from '@recircuit/contract';
import { toast } from '../../../lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { formatDateTime } from '../../../lib/format';
import { SectionCard } from './section-card';

/** The consents the person gave, with their dates, and a switch for the marketing one. */
export function ConsentsCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.userId);
  const marketingStatus = user.marketingConsentAt
    ? t(user.marketingConsent ? 'account.privacy.marketingOn' : 'account.privacy.marketingOff', {
        date: formatDateTime(user.marketingConsentAt),
      })
    : t('account.privacy.marketingNever');

  return (
    <SectionCard id="consents" title={t('account.privacy.consentsTitle')}>
      <Stack gap="md">
        <div data-consent="privacy">
          <Text fw={600}>{t('account.privacy.privacyConsent')}</Text>
          <Text size="sm" c="dimmed">
            {user.privacyConsentAt
              ? t('account.privacy.privacyConsentAt', { date: formatDateTime(user.privacyConsentAt) })
              : t('account.privacy.privacyConsentUnknown')}
          </Text>
        </div>
        <div data-consent="marketing">
          <Switch
            label={t('account.privacy.marketingSwitch')}
            checked={user.marketingConsent}
            disabled={update.isPending}
            onChange={async (event) => {
              const checked = event.currentTarget.checked;
              try {
                const answer = await update.mutateAsync({ marketingConsent: checked });
                toast.success(answer.message);
              } catch {
                // Toasted by the API client.
              }
            }}
          />
          <Text size="sm" c="dimmed" mt={4} data-testid="marketing-status">
            {marketingStatus}
          </Text>
        </div>
      </Stack>
    </SectionCard>
  );
}
