import { useEffect, useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { useDropQueryParam } from '../../lib/use-drop-query-param';

interface QueryOutcomeNoticeProps<T extends string> {
  /** The query parameter a link from an email lands with, e.g. `subscription`. */
  param: string;
  outcomes: readonly T[];
  isGood: (outcome: T) => boolean;
  message: (outcome: T) => string;
  testId: string;
  /** Resolves once the message can be shown (its words loaded); without it the notice shows at once. */
  prepare?: () => Promise<unknown>;
}

function outcomeOf<T extends string>(search: string, param: string, outcomes: readonly T[]): T | null {
  const value = new URLSearchParams(search).get(param);
  return (outcomes as readonly (string | null)[]).includes(value) ? (value as T) : null;
}

/**
 * Says what happened when a link lands on /?<param>=<outcome>, and takes the parameter out
 * of the address. The links open the site afresh, so the outcome is read once, on mount.
 */
export function QueryOutcomeNotice<T extends string>({
  param,
  outcomes,
  isGood,
  message,
  testId,
  prepare,
}: QueryOutcomeNoticeProps<T>) {
  const { t } = useTranslation();
  const location = useLocation();
  const [outcome, setOutcome] = useState<T | null>(() => outcomeOf(location.search, param, outcomes));
  const [ready, setReady] = useState(!prepare);
  useDropQueryParam(param);

  useEffect(() => {
    if (outcome && prepare) void prepare().then(() => setReady(true));
    // Prepared once, for the outcome read on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  if (!outcome || !ready) return null;
  const good = isGood(outcome);
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
        data-testid={testId}
      >
        {message(outcome)}
      </Alert>
    </Container>
  );
}
