import { AUTH_ERRORS, type AuthErrorReason } from '@recircuit/contract';
import { toast } from '../../../lib/toast';

/** Reasons whose message asks the person to do something: it stays until read and closed, not 3 s. */
const LONG_READS: ReadonlySet<string> = new Set<AuthErrorReason>(['account_unconfirmed']);
const LONG_READ_MS = 30_000;

export function authErrorMessage(reason: string): string {
  return Object.hasOwn(AUTH_ERRORS, reason) ? AUTH_ERRORS[reason as AuthErrorReason] : AUTH_ERRORS.exchange_failed;
}

/** A third-party sign-in came back to /?authError=<reason>: say what happened. */
export function showAuthError(reason: string): void {
  toast.error(authErrorMessage(reason), {
    id: `auth-error:${reason}`,
    ...(LONG_READS.has(reason) ? { durationMs: LONG_READ_MS } : {}),
  });
}
