import { CATALOGUE_MESSAGES, type ConfirmHandInRequest, type Grade } from '@recircuit/contract';
import { AppError } from '../../lib/app-error.ts';
import { GRADE_FACTOR, quotePence, type PricedModel } from '../catalogue/pricing.ts';
import { commissionPence, type PartnerRow } from '../catalogue/service.ts';
import type { HandInFields } from './hand-in-repository.ts';
import type { DeviceOrderRow } from './repository.ts';

/** What a confirmation does: record a revised offer and wait, cancel (declined), or hand in. */
export interface HandInPlan {
  outcome: 'revised-offer' | 'declined' | 'handed-in';
  fields: HandInFields;
}

/** A, B, C, D from best to worst: a later letter is a lower grade. */
export const isLowerGrade = (found: string, declared: string) => found > declared;

const badInput = (field: string, message: string) => new AppError(400, message, { errors: [{ field, message }] });

/**
 * The server's revised quote for the grade found: our quote for that grade × the chosen partner's factor,
 * never above the partner's offer. A model no longer in the catalogue scales the stored quote by the grades.
 */
export function revisedPence(
  order: DeviceOrderRow,
  gradeFound: Grade,
  place: Pick<PartnerRow, 'priceFactor'> | undefined,
  model: PricedModel | undefined,
): number {
  const ours =
    model && order.storageGb !== null
      ? quotePence(model, order.storageGb, gradeFound)
      : ((order.pricePence ?? 0) * GRADE_FACTOR[gradeFound]) / GRADE_FACTOR[order.grade as Grade];
  return Math.min(offerOf(order), Math.round(ours * Number(place?.priceFactor ?? 1)));
}

/** The partner's offer when the order was placed (orders placed before offers were kept: our quote). */
const offerOf = (order: DeviceOrderRow) => order.offerPence ?? order.pricePence ?? 0;

function payoutMethod(input: ConfirmHandInRequest, place: Pick<PartnerRow, 'payoutMethods'> | undefined) {
  const method = input.payout?.method;
  if (!method) throw badInput('payout.method', CATALOGUE_MESSAGES.payoutRequired);
  // Staff confirming an order placed before places were chosen: no partner to hold the method to.
  if (place && !place.payoutMethods.includes(method))
    throw badInput('payout.method', CATALOGUE_MESSAGES.payoutNotOffered);
  return method;
}

const paid = (pence: number, method: DeviceOrderRow['payoutMethod']) => ({
  paidPence: pence,
  payoutMethod: method,
  commissionPence: commissionPence(pence),
});

/**
 * The rules of a hand-in (docs/product.md, "At the counter"). Every amount is the server's, except a rare
 * device's, which the partner values. A decision sent with a lower grade and no earlier revised offer takes
 * the server's revised figure in one step; `accept` with no lower grade changes nothing.
 */
export function planHandIn(
  order: DeviceOrderRow,
  input: ConfirmHandInRequest,
  place: Pick<PartnerRow, 'priceFactor' | 'payoutMethods'> | undefined,
  model: PricedModel | undefined,
): HandInPlan {
  const gradeFound = input.gradeFound as Grade;
  const lower = isLowerGrade(gradeFound, order.grade);
  const declined = {
    outcome: 'declined',
    fields: { gradeFound, cancelReason: CATALOGUE_MESSAGES.revisedOfferDeclined },
  };
  if (order.classification === 'recycle' || order.classification === 'donate') {
    if (input.payout) throw badInput('payout', CATALOGUE_MESSAGES.payoutNotDue);
    if (input.decision === 'decline') throw badInput('decision', CATALOGUE_MESSAGES.noRevisedOffer);
    return { outcome: 'handed-in', fields: { gradeFound } };
  }
  if (order.classification === 'rare') {
    // No catalogue price: the owner may refuse the partner's valuation, which ends the order the same way.
    if (input.decision === 'decline') return declined as HandInPlan;
    const method = payoutMethod(input, place);
    const amount = input.payout?.amount;
    if (amount === undefined) throw badInput('payout.amount', CATALOGUE_MESSAGES.payoutAmountRequired);
    return { outcome: 'handed-in', fields: { gradeFound, ...paid(Math.round(amount * 100), method) } };
  }
  if (!lower) {
    if (input.decision === 'decline') throw badInput('decision', CATALOGUE_MESSAGES.noRevisedOffer);
    return { outcome: 'handed-in', fields: { gradeFound, ...paid(offerOf(order), payoutMethod(input, place)) } };
  }
  const revisedPricePence = revisedPence(order, gradeFound, place, model);
  if (!input.decision) return { outcome: 'revised-offer', fields: { gradeFound, revisedPricePence } };
  if (input.decision === 'decline') return { outcome: 'declined', fields: { ...declined.fields, revisedPricePence } };
  return {
    outcome: 'handed-in',
    fields: { gradeFound, revisedPricePence, ...paid(revisedPricePence, payoutMethod(input, place)) },
  };
}
