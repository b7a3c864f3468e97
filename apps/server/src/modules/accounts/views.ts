import type { CurrentUser, SessionUser } from '@recircuit/contract';
import type { LinkedAccountRow, UserRow } from './repository.ts';

export function sessionUserView(user: UserRow): SessionUser {
  return { userId: user.id, username: user.username, email: user.email };
}

export function currentUserView(user: UserRow, linked: LinkedAccountRow[]): CurrentUser {
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    postcode: user.postcode,
    marketingConsent: user.marketingConsent,
    marketingConsentAt: user.marketingConsentAt?.toISOString() ?? null,
    privacyConsentAt: user.privacyConsentAt?.toISOString() ?? null,
    role: user.role,
    providers: [...new Set(linked.map((account) => account.provider))],
    hasPassword: Boolean(user.passwordHash),
    emailVerified: Boolean(user.emailVerifiedAt),
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

/** The part of an email before '@', the username falls back to (docs/web-app.md, "What the browser keeps"). */
export function usernameFromEmail(email: string): string {
  return email.split('@')[0] || email;
}
