import { Button, Divider, Drawer, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES, Z_INDEX_MODAL } from '@recircuit/contract';
import { Logo } from '../../components/ui/logo';
import { logout } from '../../features/auth/api/logout';
import { dialogs, type DialogName } from '../../lib/dialogs';
import type { SessionUser } from '../../lib/signed-in-user';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { useNavItems, useTaskItems } from './nav-items';
import classes from './mobile-menu.module.css';

// Slides in without fading, so its text keeps full contrast at every moment of the animation.
const SLIDE_IN = {
  transition: {
    in: { transform: 'translateX(0)' },
    out: { transform: 'translateX(100%)' },
    transitionProperty: 'transform',
  },
  duration: 200,
};

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: SessionUser | null;
}

/** The small-screen menu: the tasks and the three links, then Sign In / Create Account or the account links. */
export default function MobileMenu({ opened, onClose, user }: MobileMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navItems = [...useTaskItems(user !== null), ...useNavItems()];
  const shown = useOpenedAfterMount(opened);

  const openDialog = (name: DialogName) => {
    onClose();
    dialogs.open(name, {});
  };

  return (
    <Drawer
      id="mobile-menu"
      opened={shown}
      onClose={onClose}
      position="right"
      transitionProps={SLIDE_IN}
      size="min(100%, 22rem)"
      padding="lg"
      zIndex={Z_INDEX_MODAL}
      title={
        <span className={classes.title}>
          <Logo size={30} />
          <span className="visually-hidden">{t('pages.menu.title')}</span>
        </span>
      }
      closeButtonProps={{ 'aria-label': t('auth.menu.closeMenu') }}
    >
      <nav aria-label={t('pages.menu.title')}>
        <ul className={classes.list}>
          {navItems.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={classes.link} onClick={onClose}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Divider my="lg" />
      {user ? (
        <Stack gap="sm">
          <Text fw={600}>{t('auth.menu.signedInAs', { name: user.username })}</Text>
          <Button
            component={Link}
            to={ROUTES.userInfo}
            onClick={onClose}
            variant="light"
            leftSection={<IconUserCircle size={18} aria-hidden="true" />}
            fullWidth
          >
            {t('auth.menu.myAccount')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            fullWidth
            onClick={async () => {
              onClose();
              await logout();
              await navigate(ROUTES.home);
            }}
          >
            {t('auth.menu.logout')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Button size="md" fullWidth onClick={() => openDialog('login')}>
            {t('nav.menuSignIn')}
          </Button>
          <Button size="md" variant="outline" fullWidth onClick={() => openDialog('register')}>
            {t('nav.menuCreateAccount')}
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
