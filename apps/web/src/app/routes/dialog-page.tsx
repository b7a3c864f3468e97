import { useEffect, type ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import { dialogs, type DialogName } from '../../lib/dialogs';

type DialogPageName = Extract<DialogName, 'login' | 'language'>;

/** The button that opens the dialog again, named as the header's control or the menu's. */
const ACTIONS = {
  login: 'nav.menuSignIn',
  language: 'nav.chooseLanguage',
} as const satisfies Record<DialogPageName, string>;

const openDialog = (name: DialogPageName) => dialogs.open(name, name === 'login' ? {} : undefined);

/**
 * The page a header control's link leads to when it is followed before the app runs (docs/rendering.md,
 * "Before it hydrates"): it opens the control's dialog, and stays behind it so a closed dialog can be
 * opened again.
 */
export function DialogPage({ name, children }: { name: DialogPageName; children?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    openDialog(name);
    return () => {
      if (dialogs.current() === name) dialogs.close();
    };
  }, [name]);
  return (
    <Container size="xs" py="xl">
      <Stack align="flex-start" gap="md">
        <Title order={1}>{t(`pages.${name}.title`)}</Title>
        <Text c="dimmed">{t(`pages.${name}.description`)}</Text>
        <Group>
          <Button onClick={() => openDialog(name)}>{t(ACTIONS[name])}</Button>
          <Button component={Link} to={ROUTES.home} variant="subtle">
            {t('common.backHome')}
          </Button>
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
