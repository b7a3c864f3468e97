import type { ReactNode } from 'react';
import { AppShell, Burger, Group, Anchor, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconBooks,
  IconBuildingStore,
  IconDatabase,
  IconDeviceMobile,
  IconFileSpreadsheet,
  IconGauge,
  IconHelpCircle,
  IconListSearch,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { Role } from '@recircuit/contract';
import { consolePaths, isCurrentSection } from '../model/console-paths';
import { isAdminRole } from '../model/roles';
import classes from './console.module.css';

interface ConsoleFrameProps {
  /** The signed-in person's role once known to be staff or admin: the nav shows only then. */
  role: Role | null;
  /** The id the main landmark carries, for the skip link. */
  mainId: string;
  children: ReactNode;
}

/** The console's own frame: a bar with the way back to the site, the section nav, and the page. */
export function ConsoleFrame({ role, mainId, children }: ConsoleFrameProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the closed menu is only moved off screen: keep it out of reach of Tab and screen readers too.
  const wide = useMediaQuery('(min-width: 62em)', true);
  const hiddenMenu = !wide && !opened;
  const items = role
    ? [
        { to: consolePaths.overview, label: t('admin.nav.overview'), icon: IconGauge },
        { to: consolePaths.queue('device'), label: t('admin.nav.device'), icon: IconDeviceMobile },
        { to: consolePaths.queue('unknown'), label: t('admin.nav.unknown'), icon: IconHelpCircle },
        { to: consolePaths.queue('data'), label: t('admin.nav.data'), icon: IconDatabase },
        { to: consolePaths.catalogue, label: t('admin.nav.catalogue'), icon: IconBooks },
        { to: consolePaths.partners, label: t('admin.nav.partners'), icon: IconBuildingStore },
        ...(isAdminRole(role) ? [{ to: consolePaths.users, label: t('admin.nav.users'), icon: IconUsers }] : []),
        { to: consolePaths.audit, label: t('admin.nav.audit'), icon: IconListSearch },
        { to: consolePaths.reports, label: t('admin.nav.reports'), icon: IconFileSpreadsheet },
      ]
    : [];

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={items.length > 0 ? { width: 220, breakpoint: 'md', collapsed: { mobile: !opened } } : undefined}
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <AppShell.Header px="md">
        <Group h="100%" gap="sm" wrap="nowrap">
          {items.length > 0 && (
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('admin.nav.toggle')}
              aria-expanded={opened}
              aria-controls="console-nav"
            />
          )}
          <Anchor component={Link} to={consolePaths.overview} className={classes.brand}>
            {t('admin.brand')}
          </Anchor>
          <Group className={classes.headerLinks} gap="md" wrap="nowrap">
            <Anchor component={Link} to="/" size="sm">
              <Group gap={4} wrap="nowrap" component="span">
                <IconArrowBackUp size={16} aria-hidden="true" />
                <Text span size="sm" visibleFrom="xs">
                  {t('admin.nav.backToSite')}
                </Text>
                <Text span size="sm" hiddenFrom="xs">
                  {t('admin.nav.site')}
                </Text>
              </Group>
            </Anchor>
          </Group>
        </Group>
      </AppShell.Header>
      {items.length > 0 && (
        <AppShell.Navbar
          id="console-nav"
          p="xs"
          component="nav"
          aria-label={t('admin.nav.label')}
          inert={hiddenMenu}
          aria-hidden={hiddenMenu || undefined}
        >
          <AppShell.Section grow component={ScrollArea}>
            {items.map(({ to, label, icon: Icon }) => {
              const current = isCurrentSection(to, pathname);
              return (
                <Link
                  key={to}
                  to={to}
                  className={classes.navLink}
                  aria-current={current ? 'page' : undefined}
                  onClick={close}
                >
                  <Icon size={18} stroke={1.8} aria-hidden="true" />
                  {label}
                </Link>
              );
            })}
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main id={mainId} tabIndex={-1}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
