import { useTranslation } from '../../../lib/use-translation';
import type { EmailConfirmationOutcome } from '@recircuit/contract';
import { QueryOutcomeNotice } from '../../../components/ui/query-outcome-notice';
import { loadBundles } from '../../../lib/i18n';

// Listed here (checked against the contract's type) so the account schemas stay out of the first load.
const OUTCOMES = ['confirmed', 'expired', 'invalid'] as const satisfies readonly EmailConfirmationOutcome[];

const loadAccountWords = () => loadBundles(['account']);

/**
 * The link in the welcome email lands on /?emailConfirmation=confirmed|expired|invalid:
 * say what happened (the account's words load only then), and take the parameter out of
 * the address so a reload does not repeat it.
 */
export function EmailConfirmationNotice() {
  const { t } = useTranslation();
  return (
    <QueryOutcomeNotice<EmailConfirmationOutcome>
      param="emailConfirmation"
      outcomes={OUTCOMES}
      isGood={(outcome) => outcome === 'confirmed'}
      message={(outcome) => t(`account.emailConfirmation.${outcome}`)}
      testId="email-confirmation-outcome"
      prepare={loadAccountWords}
    />
  );
}
