import { useState } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { CATALOGUE_MESSAGES } from '@recircuit/contract';
import { dialogs } from '../../../lib/dialogs';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import classes from './recycle.module.css';
import { CHOICES, routeForChoice, toggleChoice, type Choice } from '../model/choice';

/**
 * /recycle-now (docs/web-app.md, "Routes and pages"): four exclusive checkboxes; clicking
 * the chosen one clears it; Continue needs a choice and a signed-in person, and goes to
 * that choice's page.
 */
export function RecycleChooser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [choice, setChoice] = useState<Choice | null>(null);

  const proceed = () => {
    if (!choice) {
      toast.error(CATALOGUE_MESSAGES.selectType);
      return;
    }
    const target = routeForChoice(choice);
    if (!session) {
      toast.warning(CATALOGUE_MESSAGES.loginToContinue);
      dialogs.open('login', { returnTo: target });
      return;
    }
    void navigate(target);
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('recycle.chooser.title')}</Title>
        <Text c="dimmed">{t('recycle.chooser.intro')}</Text>
      </Stack>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('recycle.chooser.legend')}</legend>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {CHOICES.map((option) => (
            <Paper key={option} withBorder radius="lg" p="md" data-checked={choice === option || undefined}>
              <Checkbox
                size="md"
                checked={choice === option}
                onChange={() => setChoice((current) => toggleChoice(current, option))}
                label={t(`recycle.chooser.${option}.label`)}
                description={t(`recycle.chooser.${option}.body`)}
              />
            </Paper>
          ))}
        </SimpleGrid>
      </fieldset>
      <Group>
        <Button size="md" onClick={proceed} disabled={!choice}>
          {t('recycle.chooser.continue')}
        </Button>
      </Group>
    </Stack>
  );
}
