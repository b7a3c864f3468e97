import Stripe from 'stripe';
import { EVENT_TOLERANCE_SECONDS, InvalidEventError, type PaymentEvent } from './provider.ts';

/**
 * Stripe's signature header for a payload, made by the stripe package: the local test provider
 * signs its events with its own secret, so they are checked as Stripe's are.
 */
export function signatureHeader(secret: string, payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

interface SessionObject {
  object?: string;
  id?: string;
  payment_status?: string;
  payment_intent?: unknown;
}

/**
 * The one `t=` of a signature header (read as the stripe package reads it), or undefined when
 * there is none, more than one, or it is not a whole number of seconds.
 */
function signedAt(header: string): number | undefined {
  const stamps = header
    .split(',')
    .map((item) => item.split('='))
    .filter(([key]) => key === 't');
  const value = stamps.length === 1 ? stamps[0]?.[1] : undefined;
  return value !== undefined && /^\d{1,12}$/.test(value) ? Number(value) : undefined;
}

/**
 * Verifies a Stripe-style signed event over its raw bytes with the stripe package, and its
 * time: at most five minutes from now either way (the package itself only refuses old ones,
 * so an event signed for later would otherwise stay replayable until then). Then keeps the
 * fields this server reads.
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
  const timestamp = signedAt(header);
  if (timestamp === undefined || Math.abs(Math.floor(Date.now() / 1000) - timestamp) > EVENT_TOLERANCE_SECONDS) {
    throw new InvalidEventError('signed too long ago or for later');
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
    paymentId: isSession && typeof object.payment_intent === 'string' ? object.payment_intent : undefined,
  };
}
