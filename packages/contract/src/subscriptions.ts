import { z } from 'zod';
import { ACCOUNT_MESSAGES, isPersonName } from './accounts.ts';
import { fillMessage } from './fill-message.ts';

export const SUBSCRIPTION_MESSAGES = {
  requiredFields: 'Please fill in all required fields.',
  emailSent: 'Email sent successfully',
  privacyConsentRequired: 'Please accept the privacy notice to subscribe',
  newsChoice: 'Please say yes or no to news about new services and offers',
  tooLong: 'At most {{max}} characters',
} as const;

/** Where confirm and unsubscribe links land: the home page shows the outcome. */
export const SUBSCRIPTION_OUTCOMES = ['confirmed', 'unsubscribed', 'invalid'] as const;
export type SubscriptionOutcome = (typeof SUBSCRIPTION_OUTCOMES)[number];

const required = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string({ error: SUBSCRIPTION_MESSAGES.requiredFields })
      .trim()
      .min(1, SUBSCRIPTION_MESSAGES.requiredFields)
      .max(max, fillMessage(SUBSCRIPTION_MESSAGES.tooLong, { max })),
  );

/** The same rule as an account's names: they are written into the confirmation email. */
const personName = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string({ error: SUBSCRIPTION_MESSAGES.requiredFields })
    .trim()
    .min(1, { error: SUBSCRIPTION_MESSAGES.requiredFields, abort: true })
    .max(50, { error: fillMessage(SUBSCRIPTION_MESSAGES.tooLong, { max: 50 }), abort: true })
    .refine(isPersonName, ACCOUNT_MESSAGES.nameCharacters),
);

/** Clients that use the query string (docs/api.md, "Parameters") send 'true' and 'false' as text. */
const fromText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

export const subscribeRequestSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: required(254)
    .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail))
    .transform((value) => value.toLowerCase()),
  privacyConsent: z
    .preprocess(fromText, z.boolean().optional())
    .refine((value) => value !== false, SUBSCRIPTION_MESSAGES.privacyConsentRequired),
  /** The optional second consent: news about new services and offers, on top of the recycling updates. */
  news: z.preprocess(fromText, z.boolean({ error: SUBSCRIPTION_MESSAGES.newsChoice }).default(false)),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
