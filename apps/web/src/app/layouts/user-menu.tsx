import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutDashboard, IconListDetails, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES, STAFF_ROLES } from '@recircuit/contract';
import { logout } from '../../features/auth/api/logout';
import type { SessionUser } from '../../lib/signed-in-user';
import classes from './site-header.module.css';

/** The signed-in header menu: the username, My Orders, My Account, the operations console for staff, and Logout. */
export default function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const initial = (user.username || user.email).slice(0, 1).toUpperCase();

  return (
    <Menu position="bottom-end" width={220} shadow="md" radius="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Avatar size={30} radius="xl" color="brand" variant="filled" aria-hidden="true">
            {initial}
          </Avatar>
          <span className={classes.userName}>{user.username}</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('auth.menu.signedInAs', { name: user.username })}</Menu.Label>
        <Menu.Item
          component={Link}
          to={ROUTES.userOrders}
          leftSection={<IconListDetails size={18} aria-hidden="true" />}
        >
          {t('pages.userOrders.title')}
        </Menu.Item>
        <Menu.Item component={Link} to={ROUTES.userInfo} leftSection={<IconUserCircle size={18} aria-hidden="true" />}>
          {t('auth.menu.myAccount')}
        </Menu.Item>
        {user.role && STAFF_ROLES.includes(user.role) && (
          <Menu.Item
            component={Link}
            to={ROUTES.admin}
            leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
          >
            {t('auth.menu.console')}
          </Menu.Item>
        )}
        <Menu.Item
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          onClick={async () => {
            await logout();
            await navigate(ROUTES.home);
          }}
        >
          {t('auth.menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
