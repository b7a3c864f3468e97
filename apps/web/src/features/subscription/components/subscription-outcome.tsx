import { useTranslation } from '../../../lib/use-translation';
import type { SubscriptionOutcome } from '@recircuit/contract';
import { QueryOutcomeNotice } from '../../../components/ui/query-outcome-notice';

const OUTCOMES: readonly SubscriptionOutcome[] = ['confirmed', 'unsubscribed', 'invalid'];

/**
 * The confirm and unsubscribe links land on /?subscription=confirmed|unsubscribed|invalid:
 * say what happened, then take the parameter out of the address so a reload or a shared
 * link does not repeat it.
 */
export function SubscriptionOutcomeNotice() {
  const { t } = useTranslation();
  return (
    <QueryOutcomeNotice<SubscriptionOutcome>
      param="subscription"
      outcomes={OUTCOMES}
      isGood={(outcome) => outcome !== 'invalid'}
      message={(outcome) => t(`subscription.${outcome}`)}
      testId="subscription-outcome"
    />
  );
}
