import { createHmac } from 'node:crypto';
import { API_BASE } from '@recircuit/contract';
import { newId } from '../../lib/ids.ts';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider, RefundRequest } from './provider.ts';
import { signatureHeader, verifySignedEvent } from './webhook-signature.ts';

/** The test provider's webhook secret, derived from SESSION_SECRET so every instance and restart shares it. */
export function localWebhookSecret(sessionSecret: string): string {
  return `whsec_local_${createHmac('sha256', sessionSecret).update('local-payments-webhook').digest('base64url')}`;
}

export interface SignedEvent {
  rawBody: string;
  headers: Record<string, string>;
}

/**
 * The built-in test provider: its hosted page (local-page-routes.ts) says that no money
 * moves, and Pay delivers a Stripe-shaped event signed the way Stripe signs, so the
 * webhook path is the same as in production (docs/decisions/0016-payments-provider.md).
 */
export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;
  readonly secret: string;
  private readonly publicUrl: string;

  constructor(options: { sessionSecret: string; publicUrl: string }) {
    this.secret = localWebhookSecret(options.sessionSecret);
    this.publicUrl = options.publicUrl;
  }

  async createCheckout(_request: CheckoutRequest): Promise<CreatedCheckout> {
    const sessionId = newId('cs_local');
    return { sessionId, url: `${this.publicUrl}${API_BASE}/pay/local/${sessionId}` };
  }

  /** Nothing to tell: the page reads the checkout's status and refuses to pay one that is not open. */
  async expireCheckout(_sessionId: string): Promise<void> {}

  /** No money moved, so none goes back: the refund is recorded (payment_refunds) under an id made from ours. */
  async refund(request: RefundRequest): Promise<{ providerRefundId: string }> {
    return { providerRefundId: `re_local_${request.refundId}` };
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    return verifySignedEvent(rawBody, headers, this.secret);
  }

  /** A checkout.session event as Stripe would send it, signed with this provider's secret. */
  signedEvent(
    type: string,
    session: { sessionId: string; orderId: string; paymentStatus: 'paid' | 'unpaid'; amountPence: number },
  ): SignedEvent {
    const created = Math.floor(Date.now() / 1000);
    const rawBody = JSON.stringify({
      id: newId('evt_local'),
      object: 'event',
      type,
      created,
      livemode: false,
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId },
          payment_status: session.paymentStatus,
          payment_intent: session.paymentStatus === 'paid' ? `pi_local_${session.sessionId}` : null,
          amount_total: session.amountPence,
          currency: 'gbp',
        },
      },
    });
    return {
      rawBody,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signatureHeader(this.secret, rawBody, created),
      },
    };
  }
}
