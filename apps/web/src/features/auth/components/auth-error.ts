import { AUTH_ERRORS, type AuthErrorReason } from '@recircuit/contract';
import { toast } from '../../../lib/toast';

export function authErrorMessage(reason: string): string {
  return Object.hasOwn(AUTH_ERRORS, reason) ? AUTH_ERRORS[reason as AuthErrorReason] : AUTH_ERRORS.exchange_failed;
}

/** A third-party sign-in came back to /?authError=<reason>: say what happened. */
export function showAuthError(reason: string): void {
  toast.error(authErrorMessage(reason), { id: `auth-error:${reason}` });
}
