import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { EVENT_TOLERANCE_SECONDS, InvalidEventError, type PaymentEvent } from './provider.ts';

/**
 * Stripe's signature header for a payload: `t=<unix seconds>,v1=<HMAC-SHA256 of "t.payload">`.
 * The local test provider signs its events this way with its own secret.
 */
export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

interface SessionObject {
  object?: string;
  id?: string;
  payment_status?: string;
}

/**
 * Verifies a Stripe-style signed event over its raw bytes with the stripe package (signature
 * and age, at most five minutes), then keeps the fields this server reads.
 */
export function verifySignedEvent(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): PaymentEvent {
  const header = headers['stripe-signature'];
  if (typeof header !== 'string' || header.length === 0 || header.length > 2000) {
    throw new InvalidEventError('no signature');
  }
  let event: { id?: unknown; type?: unknown; data?: { object?: SessionObject } };
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, EVENT_TOLERANCE_SECONDS) as typeof event;
  } catch {
    throw new InvalidEventError('bad signature');
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new InvalidEventError('not an event');
  const object = event.data?.object;
  const isSession = object?.object === 'checkout.session' && typeof object.id === 'string';
  return {
    id: event.id,
    type: event.type,
    sessionId: isSession ? object.id : undefined,
    paymentStatus: isSession ? object.payment_status : undefined,
  };
}
