import { createHash, randomBytes } from 'node:crypto';

/** An opaque id with a readable prefix, e.g. `usr_3kf9…`; 128 random bits. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}

/** A secret token of 256 random bits, for cookies and links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
