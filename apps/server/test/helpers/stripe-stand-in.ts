import { createServer, type IncomingMessage, type Server } from 'node:http';
import Stripe from 'stripe';
import type { AddressInfo } from 'node:net';

export const STAND_IN_SECRET_KEY = 'sk_test_standin_123';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_standin_456';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface StandInRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  reason: string | null;
  refundId: string | null;
}

export interface StripeStandIn {
  url: string;
  /** Every request it was sent, in order. */
  received: StandInRequest[];
  /** How many of the next session creations it refuses. */
  refuseCreations: number;
  /** How many of the next refunds it refuses. */
  refuseRefunds: number;
  /** Milliseconds it waits before answering a session creation, as Stripe's own latency. */
  creationDelayMs: number;
  /** When set, session creations are answered only once it settles. */
  creationGate: Promise<void> | undefined;
  /** Refunds made, by idempotency key: the same key twice gives the same refund, as at Stripe. */
  refunds: Map<string, StandInRefund>;
  close(): Promise<void>;
}

/**
 * A loopback stand-in for the Stripe endpoints the adapter calls (Checkout Sessions: create,
 * retrieve, expire; Refunds: create, list), keeping what it was sent.
 */
const refundObject = (refund: StandInRefund) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amount,
  payment_intent: refund.paymentIntent,
  metadata: refund.refundId ? { refundId: refund.refundId } : {},
  status: 'succeeded',
});

export async function startStripeStandIn(): Promise<StripeStandIn> {
  let sessions = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      const form = new URLSearchParams(body);
      standIn.received.push({ method: request.method ?? '', path, headers: request.headers, form });
      const answer = (status: number, json: unknown) => {
        response.statusCode = status;
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(json));
      };
      const refuse = (message: string) => answer(400, { error: { type: 'invalid_request_error', message } });
      if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        answer(401, { error: { type: 'invalid_request_error', message: 'bad key' } });
        return;
      }
      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/?]+)\/expire$/);
      const retrieve = path.match(/^\/v1\/checkout\/sessions\/([^/?]+)$/);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (standIn.refuseCreations > 0) {
          standIn.refuseCreations -= 1;
          refuse(`${STAND_IN_SECRET_KEY} refused`);
          return;
        }
        sessions += 1;
        const id = `cs_test_standin_${sessions}`;
        const created = () =>
          setTimeout(
            () =>
              answer(200, {
                id,
                object: 'checkout.session',
                url: `https://checkout.stripe.test/c/pay/${id}`,
                status: 'open',
              }),
            standIn.creationDelayMs,
          );
        if (standIn.creationGate) void standIn.creationGate.then(created);
        else created();
      } else if (request.method === 'POST' && expire) {
        answer(200, { id: expire[1], object: 'checkout.session', status: 'expired', url: null });
      } else if (request.method === 'GET' && retrieve) {
        answer(200, { id: retrieve[1], object: 'checkout.session', payment_intent: `pi_of_${retrieve[1]}` });
      } else if (request.method === 'POST' && path === '/v1/refunds') {
        if (standIn.refuseRefunds > 0) {
          standIn.refuseRefunds -= 1;
          refuse('the refund was refused');
          return;
        }
        const key = String(request.headers['idempotency-key']);
        const made = standIn.refunds.get(key) ?? {
          id: `re_standin_${standIn.refunds.size + 1}`,
          paymentIntent: form.get('payment_intent') ?? '',
          amount: Number(form.get('amount')),
          reason: form.get('reason'),
          refundId: form.get('metadata[refundId]'),
        };
        standIn.refunds.set(key, made);
        answer(200, refundObject(made));
      } else if (request.method === 'GET' && path.startsWith('/v1/refunds?')) {
        const intent = new URLSearchParams(path.split('?')[1]).get('payment_intent');
        const data = [...standIn.refunds.values()].filter((refund) => refund.paymentIntent === intent);
        answer(200, { object: 'list', data: data.map(refundObject), has_more: false, url: '/v1/refunds' });
      } else {
        answer(404, { error: { type: 'invalid_request_error', message: 'no such route' } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    refuseCreations: 0,
    refuseRefunds: 0,
    creationDelayMs: 0,
    creationGate: undefined,
    refunds: new Map(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/** A checkout.session event as Stripe sends it, signed with the stand-in's webhook secret. */
export function stripeEvent(
  type: string,
  sessionId: string,
  options: { paymentStatus?: string; paymentIntent?: string | null; timestamp?: number } = {},
) {
  const rawBody = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        payment_status: options.paymentStatus ?? 'paid',
        payment_intent: options.paymentIntent === undefined ? `pi_${sessionId}` : options.paymentIntent,
      },
    },
  });
  return {
    rawBody,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload: rawBody,
        secret: STAND_IN_WEBHOOK_SECRET,
        ...(options.timestamp ? { timestamp: options.timestamp } : {}),
      }),
    },
  };
}
