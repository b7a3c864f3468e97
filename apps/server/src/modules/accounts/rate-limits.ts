import { ACCOUNT_MESSAGES, SERVER_MESSAGES } from '@recircuit/contract';
import type { Limit } from '../../lib/rate-limits/limiter.ts';

const MINUTE = 60 * 1000;

/**
 * Failed password checks for one email from one address (docs/api.md, "Rate limits": 5 within 15 minutes).
 * Counted per address too, so that someone elsewhere cannot lock the owner out.
 */
export const FAILED_LOGINS_PER_EMAIL_AND_ADDRESS: Limit = {
  bucket: 'login-fail-email-ip',
  max: 5,
  windowMs: 15 * MINUTE,
  message: ACCOUNT_MESSAGES.tooManyLogins,
};

/** The ceiling for one email from every address together: guessing spread over many addresses. */
export const FAILED_LOGINS_PER_EMAIL: Limit = {
  bucket: 'login-fail-email',
  max: 50,
  windowMs: 15 * MINUTE,
  message: ACCOUNT_MESSAGES.tooManyLogins,
};

/** Failed password checks from one address, whatever the email. */
export const FAILED_LOGINS_PER_ADDRESS: Limit = {
  bucket: 'login-fail-ip',
  max: 20,
  windowMs: 15 * MINUTE,
  message: ACCOUNT_MESSAGES.tooManyLogins,
};

/** Failed password checks by a signed-in user (change password, delete account). */
export const FAILED_PASSWORD_CHECKS_PER_USER: Limit = {
  bucket: 'password-fail-user',
  max: 5,
  windowMs: 15 * MINUTE,
  message: ACCOUNT_MESSAGES.tooManyLogins,
};

export const REGISTRATIONS_PER_ADDRESS: Limit = {
  bucket: 'register-ip',
  max: 10,
  windowMs: 60 * MINUTE,
  message: SERVER_MESSAGES.tooManyRequests,
};

export const CONTACT_MESSAGES_PER_USER: Limit = {
  bucket: 'contact-user',
  max: 5,
  windowMs: 60 * MINUTE,
  message: SERVER_MESSAGES.tooManyRequests,
};

/** "Send the link again" on My Account. */
export const CONFIRMATION_EMAILS_PER_USER: Limit = {
  bucket: 'email-confirm-user',
  max: 3,
  windowMs: 60 * MINUTE,
  message: SERVER_MESSAGES.tooManyRequests,
};
