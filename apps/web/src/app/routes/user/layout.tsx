import { Container, Grid, NavLink as MantineNavLink, Paper, Text } from '@mantine/core';
import { IconListDetails, IconMessageCircle, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { AuthGuard } from '../../../features/auth/components/auth-guard';

/**
 * /user: the account area with its side menu, which lists the account's own pages only (the
 * articles and About us are in the header and footer). Unlike the original, the
 * `requiresLogin` flag is enforced: the pages only render for a confirmed session.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = [
    { to: ROUTES.userInfo, label: t('pages.user.info'), icon: IconUserCircle },
    { to: ROUTES.userOrders, label: t('pages.user.orders'), icon: IconListDetails },
    { to: ROUTES.userContact, label: t('pages.userContact.title'), icon: IconMessageCircle },
    { to: ROUTES.userPrivacy, label: t('pages.userPrivacy.title'), icon: IconShieldLock },
  ];

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Paper withBorder radius="lg" p="sm" component="nav" aria-label={t('pages.user.menuLabel')}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={6}>
              {t('pages.user.menuLabel')}
            </Text>
            {items.map(({ to, label, icon: Icon }) => (
              <MantineNavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                variant="light"
                leftSection={<Icon size={20} stroke={1.8} aria-hidden="true" />}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
