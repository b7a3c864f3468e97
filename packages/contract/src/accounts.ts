import { z } from 'zod';
import { isValid as isValidPostcode, toNormalised } from 'postcode';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { fillMessage } from './fill-message.ts';
import { languageSchema } from './i18n.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';

export { ACCOUNT_MESSAGES } from './account-messages.ts';

export function registrationSuccessMessage(firstName: string, lastName: string): string {
  return fillMessage(ACCOUNT_MESSAGES.registered, { firstName, lastName });
}

/** More than 8 characters, at least one capital letter and at least one digit; at most 128. */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSWORD_MAX_LENGTH = 128;
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Z]/.test(password) &&
    /\d/.test(password)
  );
}

export function isUkPhone(value: string): boolean {
  // Calling code 44 covers Great Britain, Northern Ireland and the Crown Dependencies.
  const phone = parsePhoneNumberFromString(value, 'GB');
  return Boolean(phone && phone.countryCallingCode === '44' && phone.isPossible());
}

export function normaliseUkPhone(value: string): string {
  return parsePhoneNumberFromString(value, 'GB')?.formatNational() ?? value;
}

export function isUkPostcode(value: string): boolean {
  return isValidPostcode(value);
}

export function normaliseUkPostcode(value: string): string {
  return toNormalised(value) ?? value;
}

/** Letters of any script (with their combining marks), spaces, hyphens and apostrophes; at least one letter. */
const PERSON_NAME = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
export function isPersonName(value: string): boolean {
  return PERSON_NAME.test(value);
}

const required = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), schema);

const name = required(
  z
    .string({ error: ACCOUNT_MESSAGES.requiredFields })
    .trim()
    .min(1, { error: ACCOUNT_MESSAGES.requiredFields, abort: true })
    .max(50, { error: ACCOUNT_MESSAGES.nameTooLong, abort: true })
    .refine(isPersonName, ACCOUNT_MESSAGES.nameCharacters),
);
const email = required(
  z
    .string({ error: ACCOUNT_MESSAGES.requiredFields })
    .trim()
    .min(1, ACCOUNT_MESSAGES.requiredFields)
    .max(254, ACCOUNT_MESSAGES.invalidEmail)
    .pipe(z.email(ACCOUNT_MESSAGES.invalidEmail)),
).transform((value) => value.toLowerCase());
const anyPassword = required(
  z
    .string({ error: ACCOUNT_MESSAGES.requiredFields })
    .min(1, ACCOUNT_MESSAGES.requiredFields)
    .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.invalidCredentials),
);
const newPassword = required(
  z
    .string({ error: ACCOUNT_MESSAGES.requiredFields })
    .min(1, { error: ACCOUNT_MESSAGES.requiredFields, abort: true })
    .refine(isStrongPassword, ACCOUNT_MESSAGES.weakPassword),
);
/** Booleans may arrive from a query string as "true"/"false". */
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: ACCOUNT_MESSAGES.invalidFlag }),
);

export const registerRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password: newPassword,
  privacyConsent: flag.optional().refine((value) => value !== false, ACCOUNT_MESSAGES.privacyConsentRequired),
  marketingConsent: flag.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email, password: anyPassword });
export type LoginRequest = z.input<typeof loginRequestSchema>;

const optionalUkPhone = z
  .string()
  .trim()
  .max(30, ACCOUNT_MESSAGES.invalidPhone)
  .refine((value) => value === '' || isUkPhone(value), ACCOUNT_MESSAGES.invalidPhone)
  .transform((value) => (value === '' ? null : normaliseUkPhone(value)));
const optionalUkPostcode = z
  .string()
  .trim()
  .max(10, ACCOUNT_MESSAGES.invalidPostcode)
  .refine((value) => value === '' || isUkPostcode(value), ACCOUNT_MESSAGES.invalidPostcode)
  .transform((value) => (value === '' ? null : normaliseUkPostcode(value)));

export const updateProfileRequestSchema = z.object({
  firstName: name.optional(),
  lastName: name.optional(),
  phone: optionalUkPhone.nullable().optional(),
  postcode: optionalUkPostcode.nullable().optional(),
  marketingConsent: flag.optional(),
  /** The language of emails and of the site when signed in (the language dialog saves it). */
  language: languageSchema.optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z.object({
  email,
  oldPassword: anyPassword,
  newPassword,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** POST /deviceOwner/forgot-password: the answer is the same whether or not the email has an account. */
export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** A password-reset link's token: 256 random bits in base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const resetToken = required(
  z.string({ error: ACCOUNT_MESSAGES.resetLinkInvalid }).regex(RESET_TOKEN_PATTERN, ACCOUNT_MESSAGES.resetLinkInvalid),
);

/** POST /deviceOwner/reset-password: the emailed link's token and the new password (the registration rule). */
export const resetPasswordRequestSchema = z.object({ token: resetToken, password: newPassword });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The reset page's form: the new password twice; `confirmation` never leaves the browser. */
export const resetPasswordFormSchema = resetPasswordRequestSchema
  .extend({ confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: ACCOUNT_MESSAGES.passwordsDiffer,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const deleteAccountRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  /** For an account with no password (third-party sign-in only): the account's email. */
  email: z.string().trim().max(254).optional(),
});

/** The delete dialog of an account with a password: the password, said at the field when missing. */
export const deleteWithPasswordFormSchema = z.object({
  password: z.string().min(1, ACCOUNT_MESSAGES.confirmDeletion).max(PASSWORD_MAX_LENGTH),
});

/** The delete dialog of an account without one: its email, said at the field when missing. */
export const deleteWithEmailFormSchema = z.object({
  email: z.string().trim().min(1, ACCOUNT_MESSAGES.confirmDeletionEmail).max(254),
});

export const contactRequestSchema = z.object({
  subject: required(
    z.string().trim().min(1, ACCOUNT_MESSAGES.requiredFields).max(120, ACCOUNT_MESSAGES.subjectTooLong),
  ),
  message: required(
    z.string().trim().min(1, ACCOUNT_MESSAGES.requiredFields).max(5000, ACCOUNT_MESSAGES.messageTooLong),
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

export const ROLES = ['owner', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Who may open the operations console (the server checks the same on every /api/admin call). */
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];
export const PROVIDERS = ['google', 'github'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** What login answers and what the web app keeps under 'user' (never the token). */
export const sessionUserSchema = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `language` is the account's saved language: the web app switches to it at sign-in. */
export const loginResponseSchema = sessionUserSchema.extend({ token: z.string(), language: languageSchema });

export const currentUserSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  marketingConsent: z.boolean(),
  marketingConsentAt: z.string().nullable(),
  privacyConsentAt: z.string().nullable(),
  role: z.enum(ROLES),
  providers: z.array(z.enum(PROVIDERS)),
  hasPassword: z.boolean(),
  /** Whether the person confirmed their email (the link in the welcome email, or a provider that verified it). */
  emailVerified: z.boolean(),
  language: languageSchema,
  createdAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** POST /deviceOwner/sessions/sign-out-others: how many other sessions were ended. */
export const signOutOthersSchema = z.object({ signedOut: z.number().int().min(0) });
export type SignOutOthers = z.infer<typeof signOutOthersSchema>;

export const testCookieSchema = z.object({ authenticated: z.literal(true), userId: z.string() });

export const authProviderSchema = z.object({ id: z.enum(PROVIDERS), enabled: z.boolean() });
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** Reasons a third-party sign-in comes back to /?authError=… */
export const AUTH_ERRORS = {
  provider_disabled: 'That sign-in method is not set up on this site.',
  invalid_state: 'The sign-in took too long or was started elsewhere. Please try again.',
  access_denied: 'Sign-in was cancelled.',
  exchange_failed: 'We could not complete the sign-in with that provider. Please try again.',
  email_unverified: 'That account has no verified email address, so we cannot sign you in with it.',
  account_unconfirmed:
    'An account with this email already exists, but its email address is not confirmed yet. Confirm it with the link in the email we sent, sign in with your password, and then try this sign-in method again.',
} as const;
export type AuthErrorReason = keyof typeof AUTH_ERRORS;

/** Where the link in the welcome email lands: the home page shows /?emailConfirmation=<outcome>. */
export const EMAIL_CONFIRMATION_OUTCOMES = ['confirmed', 'expired', 'invalid'] as const;
export type EmailConfirmationOutcome = (typeof EMAIL_CONFIRMATION_OUTCOMES)[number];
