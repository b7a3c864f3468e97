/** Messages of checkouts and the payment provider's events (docs/api.md, "Payments and webhooks"). */
export const PAYMENT_MESSAGES = {
  unknownProvider: 'Unknown payment provider',
  invalidEvent: 'The event is not signed correctly',
  received: 'Event received',
  providerUnavailable: 'Payments cannot be taken just now. Please try again in a few minutes.',
} as const;
