import { Button, Container, Text, Title } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { articlePageUrl } from '@recircuit/contract';
import classes from './home.module.css';

/** 'Calculate your impact': to article 4, which has the calculator. */
export function ImpactCta() {
  const { t } = useTranslation();
  return (
    <section className={classes.section} aria-labelledby="impact-title">
      <Container size="lg">
        <div className={classes.impact}>
          <div>
            <Title order={2} id="impact-title">
              {t('info.impact.title')}
            </Title>
            <Text c="dimmed" mt="xs" maw={560}>
              {t('info.impact.body')}
            </Text>
          </div>
          <Button
            component={Link}
            to={articlePageUrl(4)}
            size="md"
            leftSection={<IconCalculator size={18} aria-hidden="true" />}
          >
            {t('info.impact.cta')}
          </Button>
        </div>
      </Container>
    </section>
  );
}
