import { Suspense, useId } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation';
import { lazyNear } from '../../../components/ui/lazy-near';
import classes from './subscription.module.css';

// The form's code (react-hook-form and the contract's schemas) loads when the visitor comes near it, at the foot of
// the home page: it is not the first load's to pay for.
const SubscriptionFields = lazyNear('subscribe', () => import('./subscription-fields'));

/**
 * The email subscription: first name, last name and email are required, the privacy consent
 * is required and enforced (PECR, UK GDPR), news is optional. The server sends a confirmation
 * email; nothing is sent until that link is followed (docs/product.md, "Accounts and personal data").
 */
export function SubscriptionForm() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId} id="subscribe" data-loads-near="">
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
