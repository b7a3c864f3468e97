import { QUOTE_VALID_DAYS, type OrderDetail } from '@recircuit/contract';
import type { DeviceOrderRow } from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export type QrState = OrderDetail['qrState'];

/** Until when the order's QR and hand-in slip work: the quote's expiry, or 14 days from the order when it has none (rare, donate). */
export function qrExpiresAt(order: Pick<DeviceOrderRow, 'quoteExpiresAt' | 'createdAt'>): Date {
  return order.quoteExpiresAt ?? new Date(order.createdAt.getTime() + QUOTE_VALID_DAYS * DAY_MS);
}

/** Whether the QR still works for a hand-in, and if not why (docs/product.md, "The QR stays with the order"). */
export function qrStateOf(
  order: Pick<DeviceOrderRow, 'status' | 'quoteExpiresAt' | 'createdAt'>,
  now = Date.now(),
): QrState {
  if (order.status === 'Cancelled') return 'cancelled';
  if (order.status === 'Completed') return 'completed';
  if (order.status !== 'Submitted') return 'handed-in';
  return qrExpiresAt(order).getTime() <= now ? 'expired' : 'available';
}
