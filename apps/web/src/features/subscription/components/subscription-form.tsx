import '../../../lib/mantine-css/Text.css';
import '../../../lib/mantine-css/Container.css';
import '../../../lib/mantine-css/Stack.css';
import '../../../lib/mantine-css/Title.css';
import { lazy, Suspense, useId } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import classes from './subscription.module.css';

// The form's code (react-hook-form and the contract's schemas) loads after the home page's own,
// so it does not hold up the banner at the top of the page.
const SubscriptionFields = lazy(() => import('./subscription-fields'));

/**
 * The email subscription: first name, last name and email are required, the privacy consent
 * is required and enforced (PECR, UK GDPR), news is optional. The server sends a confirmation
 * email; nothing is sent until that link is followed (docs/product.md, "Accounts and personal data").
 */
export function SubscriptionForm() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId} id="subscribe">
      <Container size="lg">
        <div className={classes.panel}>
          <Stack gap="xs" className={classes.copy}>
            <Title order={2} id={headingId}>
              {t('subscription.title')}
            </Title>
            <Text>{t('subscription.lead')}</Text>
          </Stack>
          <Suspense fallback={<div className={classes.placeholder} />}>
            <SubscriptionFields headingId={headingId} />
          </Suspense>
        </div>
      </Container>
    </section>
  );
}
