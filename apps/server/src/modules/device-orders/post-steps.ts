import type { PostStep } from '@recircuit/contract';
import type { DeviceOrderRow } from './repository.ts';

type PostFacts = Pick<
  DeviceOrderRow,
  'byPost' | 'status' | 'classification' | 'gradeFound' | 'revisedPricePence' | 'payoutDuePence' | 'paidPence'
>;

/** A device the owner is paid for: a current model at its offer, or a rare one at its valuation. */
export const isSold = (order: Pick<DeviceOrderRow, 'classification'>) =>
  order.classification === 'current' || order.classification === 'rare';

/**
 * The next step of an order sent by post (docs/product.md, "Hand-in by post"): staff record the
 * arrival, then the inspection; a lower grade (or a rare device's valuation) waits for the owner's
 * decision; what is due is paid by bank transfer. Null when nothing is due, or the order is not by post.
 */
export function nextPostStep(order: PostFacts): PostStep | null {
  if (!order.byPost) return null;
  if (order.status === 'Submitted') return 'arrival';
  if (order.status !== 'Handed in') return null;
  if (order.gradeFound === null) return 'inspection';
  if (!isSold(order) || order.paidPence !== null) return null;
  if (order.payoutDuePence !== null) return 'transfer';
  return order.revisedPricePence === null ? null : 'decision';
}
