import type { DataOrderStatus } from '@recircuit/contract';

/** How often /pay-success asks for the order while the provider's confirmation is awaited. */
export const PAYMENT_POLL_MS = 1500;
/** How long it waits before saying the confirmation is late. */
export const PAYMENT_WAIT_MS = 2 * 60 * 1000;

export type PaymentWait = 'waiting' | 'confirmed' | 'late' | 'not-paid';

/**
 * Where the wait for a payment stands. Only the order's status, which changes on the
 * provider's signed event, says it was paid: the return address proves nothing.
 */
export function paymentWait(status: DataOrderStatus | undefined, late: boolean): PaymentWait {
  if (status === 'Processing' || status === 'Completed' || status === 'Expired') return 'confirmed';
  if (status === 'Cancelled') return 'not-paid';
  return late ? 'late' : 'waiting';
}

/** The refetch interval of the order: every 1.5 s while waiting, then none. */
export function paymentPollInterval(status: DataOrderStatus | undefined, late: boolean): number | false {
  return paymentWait(status, late) === 'waiting' ? PAYMENT_POLL_MS : false;
}
