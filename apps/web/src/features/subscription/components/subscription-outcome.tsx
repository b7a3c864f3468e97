import { useEffect, useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SubscriptionOutcome } from '@recircuit/contract';

const OUTCOMES: readonly SubscriptionOutcome[] = ['confirmed', 'unsubscribed', 'invalid'];

function outcomeOf(search: string): SubscriptionOutcome | null {
  const value = new URLSearchParams(search).get('subscription');
  return value !== null && (OUTCOMES as readonly string[]).includes(value) ? (value as SubscriptionOutcome) : null;
}

/**
 * The confirm and unsubscribe links land on /?subscription=confirmed|unsubscribed|invalid:
 * say what happened, then take the parameter out of the address so a reload or a shared
 * link does not repeat it.
 */
export function SubscriptionOutcomeNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // The links open the site afresh, so the outcome is read once, when the page mounts.
  const [outcome, setOutcome] = useState<SubscriptionOutcome | null>(() => outcomeOf(location.search));

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('subscription')) return;
    params.delete('subscription');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  if (!outcome) return null;
  const good = outcome !== 'invalid';
  return (
    <Container size="lg" pt="md">
      <Alert
        role="status"
        variant="light"
        color={good ? 'brand' : 'orange'}
        icon={good ? <IconCircleCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
        withCloseButton
        closeButtonLabel={t('common.close')}
        onClose={() => setOutcome(null)}
        data-testid="subscription-outcome"
      >
        {t(`subscription.${outcome}`)}
      </Alert>
    </Container>
  );
}
