import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { ROUTES } from '@recircuit/contract';
import classes from './home.module.css';

/** The in-focus block: the workplace recycling rule, word for word (docs/web-app.md). */
export function InFocus() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="focus-title">
      <Container size="lg">
        <div className={classes.focus}>
          <Text className={classes.focusKicker}>{t('info.focus.eyebrow')}</Text>
          <Title order={2} id="focus-title">
            {t('info.focus.title')}
          </Title>
          <Text className={classes.focusBody} data-testid="workplace-rule">
            {t('info.focus.body')}
          </Text>
          <div>
            <Button component={Link} to={ROUTES.recyclingGuide} variant="white" color="brand.9">
              {t('info.focus.cta')}
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
