import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { ConsentsCard } from '../../../features/account/components/consents-card';
import { PrivacyNotice } from '../../../features/account/components/privacy-notice';
import { WithCurrentUser } from './with-current-user';

/** /user/privacy: the privacy notice, and the person's consents with their dates. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('pages.userPrivacy.title')}</Title>
      <WithCurrentUser>{(user) => <ConsentsCard user={user} />}</WithCurrentUser>
      <PrivacyNotice />
    </Stack>
  );
}
