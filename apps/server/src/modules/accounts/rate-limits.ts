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

/**
 * Failed password checks from a browser that signed in to the account before (known-devices.ts).
 * Only these count there: an attacker elsewhere cannot use them up. Once they are, the browser
 * signs in like any other.
 */
export const FAILED_LOGINS_PER_DEVICE: Limit = {
  bucket: 'login-fail-device',
  max: 5,
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

/** "Forgot password?" from one address, whatever the email. */
export const RESET_REQUESTS_PER_ADDRESS: Limit = {
  bucket: 'reset-request-ip',
  max: 10,
  windowMs: 60 * MINUTE,
  message: SERVER_MESSAGES.tooManyRequests,
};

/**
 * Reset links for one email, whether or not it has an account (so the answer tells nothing).
 * Earlier links keep working, so someone asking in the owner's name cannot keep the owner out.
 */
export const RESET_REQUESTS_PER_EMAIL: Limit = {
  bucket: 'reset-request-email',
  max: 5,
  windowMs: 60 * MINUTE,
  message: ACCOUNT_MESSAGES.tooManyResetLinks,
};

/** Setting a new password with a link, from one address: tokens cannot be guessed, but trying costs. */
export const RESET_ATTEMPTS_PER_ADDRESS: Limit = {
  bucket: 'reset-use-ip',
  max: 20,
  windowMs: 60 * MINUTE,
  message: SERVER_MESSAGES.tooManyRequests,
};
