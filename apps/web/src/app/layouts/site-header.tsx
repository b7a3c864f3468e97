import { lazy, Suspense, useCallback, useState } from 'react';
import { Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUserCircle, IconWorld } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { Logo } from '../../components/ui/logo';
import { dialogs } from '../../lib/dialogs';
import { withBundles } from '../../lib/i18n';
import { useSession } from '../../lib/signed-in-user';
import { usePrefetchOnInteraction } from '../../lib/use-prefetch-on-interaction';
import { HeaderControl } from './header-control';
import { useNavItems, useTaskItems } from './nav-items';
import classes from './site-header.module.css';

// The account menu needs a popover; it only loads once someone is signed in.
const UserMenu = lazy(withBundles(['auth'], () => import('./user-menu')));
// The small-screen menu is a drawer: its code loads once the visitor starts using the page, or on first use.
const loadMobileMenu = withBundles(['auth'], () => import('./mobile-menu'));
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader() {
  const { t } = useTranslation();
  const user = useSession();
  // Signed in, My Orders is the account menu's first item here (seven links would not fit at 1280 px).
  const navItems = [...useTaskItems(false), ...useNavItems()];
  const [menuOpened, menu] = useDisclosure(false);
  // Mounted (closed) once its code is here, so opening it animates and returns focus to the
  // hamburger on close; a tap before that mounts it straight away.
  const [menuMounted, setMenuMounted] = useState(false);
  const mountMenu = useCallback(() => setMenuMounted(true), []);
  // The menu belongs to narrower screens: widening the window to 1280 px, where the links fit
  // in the header in every language, puts it away.
  const wide = useMediaQuery('(min-width: 80em)');
  const mobileMenuOpened = menuOpened && !wide;
  usePrefetchOnInteraction(loadMobileMenu, mountMenu);

  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to={ROUTES.home} className={classes.logoLink} aria-label={t('nav.home')}>
          <Logo />
        </Link>

        <nav aria-label={t('nav.main')} className={classes.nav}>
          <ul className={classes.navList}>
            {navItems.map((item) => (
              <li key={item.key}>
                {item.key === 'service' ? (
                  <Link to={item.to} className={classes.navLink}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={classes.navLink}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <HeaderControl
            href={ROUTES.language}
            label={t('nav.chooseLanguage')}
            onOpen={() => dialogs.open('language')}
            className={classes.icon}
          >
            <IconWorld size={22} stroke={1.7} aria-hidden="true" />
          </HeaderControl>
          <HeaderControl
            href={ROUTES.search}
            label={t('nav.search')}
            onOpen={() => dialogs.open('search')}
            className={classes.icon}
          >
            <IconSearch size={22} stroke={1.7} aria-hidden="true" />
          </HeaderControl>
          {/* From 768 px: the sign-in button or the account menu. Below, the hamburger menu holds them. */}
          <div className={classes.account}>
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <HeaderControl
                href={ROUTES.login}
                label={t('nav.signIn')}
                onOpen={() => dialogs.open('login', {})}
                variant="light"
                color="brand"
              >
                <IconUserCircle size={24} stroke={1.7} aria-hidden="true" />
              </HeaderControl>
            )}
          </div>
          <HeaderControl
            href={ROUTES.menu}
            label={t('nav.openMenu')}
            onOpen={() => {
              setMenuMounted(true);
              menu.toggle();
            }}
            aria-expanded={mobileMenuOpened}
            aria-controls="mobile-menu"
            className={`${classes.icon} ${classes.burger}`}
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </HeaderControl>
        </Group>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu opened={mobileMenuOpened} onClose={menu.close} user={user} />
        </Suspense>
      )}
    </header>
  );
}
