/** What a guarded page shows: a wait while the server is asked, the page, or a request to sign in. */
export type GuardState = 'checking' | 'signed-in' | 'signed-out';

export function guardState(signedIn: boolean, checked: boolean): GuardState {
  if (!checked) return 'checking';
  return signedIn ? 'signed-in' : 'signed-out';
}

/**
 * Whether the guard should open the login dialog now: when the visit turns out to be signed
 * out, but not when someone signs out while here (logout and account deletion leave for /,
 * and a 401 offers the dialog by itself).
 */
export function shouldOfferLogin(previous: GuardState | null, next: GuardState): boolean {
  return next === 'signed-out' && previous !== 'signed-in' && previous !== 'signed-out';
}
