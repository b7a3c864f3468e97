import type { DataOrderDetail } from '@recircuit/contract';

/** What the wait reads of the order. */
export type PaidState = Pick<DataOrderDetail, 'status' | 'extensionPending'>;

/** How often /pay-success asks for the order while the provider's confirmation is awaited. */
export const PAYMENT_POLL_MS = 1500;
/** How long it waits before saying the confirmation is late. */
export const PAYMENT_WAIT_MS = 2 * 60 * 1000;

export type PaymentWait = 'waiting' | 'confirmed' | 'late' | 'not-paid';

/**
 * Where the wait for a payment stands. Only the order, which changes on the provider's signed
 * event, says it was paid: the return address proves nothing. The order is paid once it has
 * left 'Awaiting payment'; a paid extension of hosting, once no extension is pending.
 */
export function paymentWait(order: PaidState | undefined, late: boolean): PaymentWait {
  const status = order?.status;
  if (status === 'Cancelled') return 'not-paid';
  const paid = status !== undefined && status !== 'Awaiting payment' && !order?.extensionPending;
  if (paid) return 'confirmed';
  return late ? 'late' : 'waiting';
}

/** The refetch interval of the order: every 1.5 s while waiting, then none. */
export function paymentPollInterval(order: PaidState | undefined, late: boolean): number | false {
  return paymentWait(order, late) === 'waiting' ? PAYMENT_POLL_MS : false;
}
