import Stripe from 'stripe';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider, RefundRequest } from './provider.ts';
import { verifySignedEvent } from './webhook-signature.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another address for the Stripe API (a stand-in in tests); Stripe's own when unset. */
  apiUrl?: string | undefined;
  /** Another HTTP client for the stripe package (tests use `Stripe.createFetchHttpClient`). */
  httpClient?: Stripe.HttpClient;
}

function apiAddress(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/** Stripe Checkout: a hosted page in GBP; payment state arrives only through signed webhooks. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    this.webhookSecret = options.webhookSecret;
    this.stripe = new Stripe(options.secretKey, {
      ...apiAddress(options.apiUrl),
      ...(options.httpClient ? { httpClient: options.httpClient } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: request.lineItems.map((item) => ({
          quantity: 1,
          price_data: { currency: 'gbp', unit_amount: item.amountPence, product_data: { name: item.name } },
        })),
        client_reference_id: request.orderId,
        metadata: { orderId: request.orderId, orderNumber: request.orderNumber, checkoutId: request.checkoutId },
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }

  async expireCheckout(sessionId: string): Promise<void> {
    await this.stripe.checkout.sessions.expire(sessionId);
  }

  /**
   * A refund of the session's payment intent. The idempotency key makes a repeat within Stripe's
   * 24 hours return the same refund; a retry also looks for one made under our id before, in
   * case the first answer was lost after Stripe had acted.
   */
  async refund(request: RefundRequest): Promise<{ providerRefundId: string }> {
    const paymentIntent = request.paymentId ?? (await this.paymentIntentOf(request.sessionId));
    if (request.retry) {
      const earlier = await this.stripe.refunds.list({ payment_intent: paymentIntent, limit: 100 });
      const made = earlier.data.find(
        (refund) =>
          refund.metadata?.refundId === request.refundId && refund.status !== 'failed' && refund.status !== 'canceled',
      );
      if (made) return { providerRefundId: made.id };
    }
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: paymentIntent,
        amount: request.amountPence,
        ...(request.duplicate ? { reason: 'duplicate' as const } : {}),
        metadata: { refundId: request.refundId },
      },
      { idempotencyKey: `refund-${request.refundId}` },
    );
    return { providerRefundId: refund.id };
  }

  private async paymentIntentOf(sessionId: string): Promise<string> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (!id) throw new Error('the checkout session has no payment to refund');
    return id;
  }

  verifyEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    return verifySignedEvent(rawBody, headers, this.webhookSecret);
  }
}
