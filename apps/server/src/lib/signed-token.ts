import { createHmac, timingSafeEqual } from 'node:crypto';

/** An HMAC that names one thing (such as a device) for one purpose, signed with SESSION_SECRET. */
export function signToken(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url').slice(0, 32);
}

export function verifyToken(secret: string, purpose: string, subject: string, token: string | undefined): boolean {
  if (!token || token.length !== 32) return false;
  const expected = Buffer.from(signToken(secret, purpose, subject));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
