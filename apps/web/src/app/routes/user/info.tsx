import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { ChangePasswordCard } from '../../../features/account/components/change-password-card';
import { DevicesCard } from '../../../features/account/components/devices-card';
import { ProfileCard } from '../../../features/account/components/profile-card';
import { SignInMethodsCard } from '../../../features/account/components/sign-in-methods-card';
import { YourDataCard } from '../../../features/account/components/your-data-card';
import { WithCurrentUser } from './with-current-user';

/** /user/info (My Account): profile, password, sign-in methods, devices, and UK GDPR rights. */
export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline">
        <Title order={1}>{t('pages.userInfo.title')}</Title>
        <Group gap="md">
          <Anchor component={Link} to={ROUTES.userPrivacy}>
            {t('pages.userPrivacy.title')}
          </Anchor>
          <Anchor component={Link} to={ROUTES.userContact}>
            {t('pages.userContact.title')}
          </Anchor>
        </Group>
      </Group>
      <WithCurrentUser>
        {(user) => (
          <Stack gap="lg">
            <ProfileCard key={user.userId} user={user} />
            <ChangePasswordCard user={user} />
            <SignInMethodsCard user={user} />
            <DevicesCard />
            <YourDataCard user={user} />
          </Stack>
        )}
      </WithCurrentUser>
    </Stack>
  );
}
