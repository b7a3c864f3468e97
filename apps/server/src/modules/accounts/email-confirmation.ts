import { signToken, verifyToken } from '../../lib/signed-token.ts';

const PURPOSE = 'email-confirm';
export const CONFIRMATION_LINK_MS = 48 * 60 * 60 * 1000;

/**
 * The token of a confirmation link: `<userId>.<expiry>.<signature>`, the signature covering
 * the id, the expiry and the email it was sent to. It works once: confirming sets
 * email_verified_at only where it was still empty.
 */
export function confirmationToken(secret: string, user: { id: string; email: string }, now = Date.now()): string {
  const expires = (now + CONFIRMATION_LINK_MS).toString(36);
  return `${user.id}.${expires}.${signToken(secret, PURPOSE, `${user.id}.${expires}.${user.email}`)}`;
}

export interface ConfirmationClaim {
  userId: string;
  expiresAt: number;
  /** Whether the signature matches for the email given. */
  signedFor(email: string): boolean;
}

/** Reads a token's parts; undefined when it is not in the link's shape. */
export function readConfirmationToken(secret: string, token: string | undefined): ConfirmationClaim | undefined {
  const [userId, expires, signature, ...rest] = (token ?? '').split('.');
  if (!userId || !expires || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expires)) return undefined;
  return {
    userId,
    expiresAt: parseInt(expires, 36),
    signedFor: (email) => verifyToken(secret, PURPOSE, `${userId}.${expires}.${email}`, signature),
  };
}
