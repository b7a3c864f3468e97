import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@recircuit/contract';

export const subscribers = pgTable('subscribers', {
  id: text('id').primaryKey(),
  /** Always stored lower-cased, so uniqueness ignores case. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** pending until the link in the confirmation email is followed (double opt-in). */
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] }).notNull(),
  /** The optional consent to news about new services and offers (PECR: asked for separately). */
  newsConsent: boolean('news_consent').notNull().default(false),
  /** The language its emails are written in: the site's language when the person subscribed. */
  language: text('language', { enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
  consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  lastEmailAt: timestamp('last_email_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
