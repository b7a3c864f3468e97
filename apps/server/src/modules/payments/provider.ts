/** What a payment provider is asked to sell: one line per thing bought, in pence. */
export interface CheckoutLineItem {
  name: string;
  amountPence: number;
}

export interface CheckoutRequest {
  /** Our id of this attempt to pay; also the idempotency key at the provider. */
  checkoutId: string;
  orderId: string;
  orderNumber: string;
  lineItems: CheckoutLineItem[];
  amountPence: number;
  customerEmail: string | undefined;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
  expiresAt: Date;
}

export interface CreatedCheckout {
  /** The provider's id of the hosted checkout. */
  sessionId: string;
  /** Where the owner pays. */
  url: string;
}

/** The part of a provider's event this server acts on (docs/api.md, "Payments and webhooks"). */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The checkout session the event is about, when it is about one. */
  sessionId: string | undefined;
  /** `paid`, `unpaid` or `no_payment_required` on checkout.session events. */
  paymentStatus: string | undefined;
  /** The provider's id of the payment (Stripe's payment intent), when the event names one. */
  paymentId: string | undefined;
}

export interface RefundRequest {
  /** Our id of the refund; also the idempotency key at the provider. */
  refundId: string;
  sessionId: string;
  /** The payment to refund, when its event named it; otherwise the provider looks it up from the session. */
  paymentId: string | undefined;
  amountPence: number;
  /** A second payment for the same thing (Stripe's `duplicate` reason). */
  duplicate: boolean;
  /** Asked before: the provider first looks for the refund it may already have made. */
  retry: boolean;
}

export type ProviderName = 'stripe' | 'local';

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Makes an open checkout unpayable at the provider. */
  expireCheckout(sessionId: string): Promise<void>;
  /** Sends money back for a paid checkout; the provider's id of the refund. Asking twice refunds once. */
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>;
  /** Checks the signature over the raw body (and its age); throws InvalidEventError otherwise. */
  verifyEvent(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** An event that is unsigned, badly signed, stale or unreadable. */
export class InvalidEventError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidEventError';
  }
}

/** Seconds an event's timestamp may be from now, in the past or the future: Stripe's own default tolerance. */
export const EVENT_TOLERANCE_SECONDS = 300;
