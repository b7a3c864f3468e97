import { AUTH_ERRORS, type AuthErrorReason } from '@recircuit/contract';
import { loadBundles, translator } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/** Reasons whose message asks the person to do something: it stays until read and closed, not 3 s. */
const LONG_READS: ReadonlySet<string> = new Set<AuthErrorReason>(['account_unconfirmed']);
const LONG_READ_MS = 30_000;

const reasonOf = (reason: string): AuthErrorReason =>
  Object.hasOwn(AUTH_ERRORS, reason) ? (reason as AuthErrorReason) : 'exchange_failed';

/**
 * What a failed third-party sign-in says, in the page's language: the `auth` bundle's words
 * (en-GB's are the contract's AUTH_ERRORS), or the contract's if the bundle is not there.
 */
export function authErrorMessage(reason: string): string {
  const known = reasonOf(reason);
  return translator().t(`auth.errors.${known}`, { defaultValue: AUTH_ERRORS[known] });
}

/** A third-party sign-in came back to /?authError=<reason>: say what happened. */
export async function showAuthError(reason: string): Promise<void> {
  // The home page does not load the sign-in words; a failed download falls back to en-GB's.
  await loadBundles(['auth']).catch(() => undefined);
  toast.error(authErrorMessage(reason), {
    id: `auth-error:${reason}`,
    ...(LONG_READS.has(reason) ? { durationMs: LONG_READ_MS } : {}),
  });
}
