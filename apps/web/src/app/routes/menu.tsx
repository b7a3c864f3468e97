import { Button, Container, Divider, Stack, Title } from '@mantine/core';
import { IconUserCircle, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { useSession } from '../../lib/signed-in-user';
import { useNavItems, useTaskItems } from '../layouts/nav-items';
import classes from '../layouts/mobile-menu.module.css';

/**
 * /menu: the small-screen menu as a page of plain links, where the hamburger leads before the
 * app runs or without JavaScript (docs/rendering.md, "Before it hydrates").
 */
export function Component() {
  const { t } = useTranslation();
  const user = useSession();
  const items = [...useTaskItems(user !== null), ...useNavItems()];
  return (
    <Container size="xs" py="xl">
      <Title order={1} mb="md">
        {t('pages.menu.title')}
      </Title>
      <nav aria-label={t('pages.menu.title')}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Link to={item.to} className={classes.link}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Divider my="lg" />
      <Stack gap="sm">
        {user ? (
          <Button
            component={Link}
            to={ROUTES.userInfo}
            variant="light"
            leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          >
            {t('auth.menu.myAccount')}
          </Button>
        ) : (
          // The sign-in dialog offers Create Account too.
          <Button component={Link} to={ROUTES.login} size="md">
            {t('nav.menuSignIn')}
          </Button>
        )}
        <Button
          component={Link}
          to={ROUTES.language}
          variant="subtle"
          leftSection={<IconWorld size={18} aria-hidden="true" />}
        >
          {t('nav.chooseLanguage')}
        </Button>
      </Stack>
    </Container>
  );
}
