import { COMMISSION_RATE, type OrderDetail } from '@recircuit/contract';

/** Why an order's page shows no QR: the quote expired, or the order moved on (docs/product.md, "Hand-in places"). */
export type NoQrReason = Exclude<OrderDetail['qrState'], 'available'>;

export function noQrReason(order: Pick<OrderDetail, 'qrState'>): NoQrReason | null {
  return order.qrState === 'available' ? null : order.qrState;
}

/** The owner's own links to the order's QR image and hand-in slip (cookie-signed, same origin). */
export function handInLinks(orderId: string): { qr: string; slip: string } {
  const base = `/proxy/api/recycle-orders/${encodeURIComponent(orderId)}`;
  return { qr: `${base}/qr`, slip: `${base}/slip.pdf` };
}

/** The postage label (PDF) of an order sent by post to the hub, while it is on its way (owner or staff). */
export function postLabelLink(orderId: string): string {
  return `/proxy/api/recycle-orders/${encodeURIComponent(orderId)}/label.pdf`;
}

/** A sale pays the owner at the counter; a recycled or donated device pays nobody. */
export function isSale(order: Pick<OrderDetail, 'classification'>): boolean {
  return order.classification === 'current' || order.classification === 'rare';
}

/**
 * What happened at the counter, for the owner: the grade found when lower than declared, the revised offer, what was
 * paid and how, and ReCircuit's commission (8% of the amount paid; the server's figure when it gives one).
 */
export function counterOutcome(
  order: Pick<
    OrderDetail,
    'grade' | 'gradeFound' | 'revisedPrice' | 'paid' | 'payoutMethod' | 'commission' | 'awaitingDecision'
  >,
) {
  const lowerGrade = order.gradeFound !== null && order.gradeFound !== order.grade;
  const commission =
    order.paid === null ? null : (order.commission ?? Math.round(order.paid * COMMISSION_RATE * 100) / 100);
  return {
    inspected: order.gradeFound !== null,
    lowerGrade,
    revisedPrice: order.revisedPrice,
    awaitingDecision: order.awaitingDecision,
    paid: order.paid,
    payoutMethod: order.payoutMethod,
    commission,
  };
}
