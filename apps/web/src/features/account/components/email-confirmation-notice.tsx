import { useEffect, useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EmailConfirmationOutcome } from '@recircuit/contract';
import { loadBundles } from '../../../lib/i18n';

const PARAM = 'emailConfirmation';
// Listed here (checked against the contract's type) so the account schemas stay out of the first load.
const OUTCOMES = ['confirmed', 'expired', 'invalid'] as const satisfies readonly EmailConfirmationOutcome[];
type Outcome = EmailConfirmationOutcome;

function outcomeOf(search: string): Outcome | null {
  const value = new URLSearchParams(search).get(PARAM);
  return (OUTCOMES as readonly (string | null)[]).includes(value) ? (value as Outcome) : null;
}

/**
 * The link in the welcome email lands on /?emailConfirmation=confirmed|expired|invalid:
 * say what happened (the account's words load only then), and take the parameter out of
 * the address so a reload does not repeat it.
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(() => outcomeOf(location.search));
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (outcome) void loadBundles(['account']).then(() => setReady(true));
  }, [outcome]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(PARAM)) return;
    params.delete(PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);

  if (!outcome || !ready) return null;
  const good = outcome === 'confirmed';
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
        data-testid="email-confirmation-outcome"
      >
        {t(`account.emailConfirmation.${outcome}`)}
      </Alert>
    </Container>
  );
}
