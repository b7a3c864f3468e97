import { createHash } from 'node:crypto';

// Crockford's base32, as the certificate codes: no I, L, O or U to misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Who a certificate names when the staff member's account has no name. */
export const UNNAMED_STAFF = 'ReCircuit staff';

/**
 * What a public certificate says of who erased the device: initials, never the full name
 * (docs/product.md, "Certificates"). "Sam Clerk" → "S.C.", "Anne-Marie du Pont" → "A.D.P.".
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase('en-GB'))
    .filter(Boolean)
    .map((initial) => `${initial}.`)
    .join('');
}

/**
 * A staff member's reference on certificates: `ST-` and six characters from a hash of their
 * account id. Stable for a person, says nothing about them, and staff can match it to an
 * account from the erasure records (docs/operations.md, "Certificates").
 */
export function staffReference(userId: string): string {
  const hash = createHash('sha256').update(`staff-reference:${userId}`).digest();
  let bits = hash.readUInt32BE(0);
  let reference = '';
  for (let i = 0; i < 6; i += 1) {
    reference += ALPHABET[bits & 31];
    bits >>>= 5;
  }
  return `ST-${reference}`;
}

/**
 * The "Performed by" of a certificate as shown: initials and the staff reference. Certificates
 * issued before references existed kept the full name: only its initials are shown.
 */
export function performerLabel(certificate: { performedBy: string; performerReference: string | null }): string {
  if (certificate.performerReference === null) {
    return certificate.performedBy === UNNAMED_STAFF ? UNNAMED_STAFF : initialsOf(certificate.performedBy);
  }
  return [certificate.performedBy, certificate.performerReference].filter(Boolean).join(' · ');
}
