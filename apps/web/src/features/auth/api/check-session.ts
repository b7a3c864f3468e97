import { apiData } from '../../../lib/api';
import {
  clearSession,
  getUser,
  markSessionChecked,
  saveSession,
  takePendingSignIn,
  type SessionUser,
} from '../../../lib/signed-in-user';

/*
 * Kept free of the contract's account schemas on purpose: this runs on every first load,
 * whose JavaScript budget cannot carry zod.
 */
interface TestCookieAnswer {
  authenticated: boolean;
  userId: string;
}
interface CurrentUserAnswer {
  userId: string;
  username: string;
  email: string;
  role: string;
}

/**
 * Asks the server who is signed in: GET /deviceOwner/test-cookie, then
 * GET /deviceOwner/currentUser for the session view. A 401 clears the stored user (the
 * API client does it). Both calls are silent: a signed-out visitor is not an error.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const cookie = await apiData<TestCookieAnswer>('/deviceOwner/test-cookie', { silent: true });
  if (!cookie?.authenticated || !cookie.userId) return null;
  const user = await apiData<CurrentUserAnswer>('/deviceOwner/currentUser', {
    query: { userId: cookie.userId },
    silent: true,
  });
  return saveSession({ userId: user.userId, username: user.username, email: user.email, role: user.role });
}

let started: Promise<void> | null = null;

/**
 * The check on load (once per page). The server is only asked when there is something to
 * ask about: a stored user that may be stale, or a return from a third-party sign-in (whose
 * only trace is the HttpOnly cookie). A visitor who never signed in costs no request, and
 * no 401 in the console.
 */
export function checkSessionOnLoad(): Promise<void> {
  started ??= (async () => {
    const pending = takePendingSignIn();
    if (!getUser() && !pending) {
      markSessionChecked();
      return;
    }
    try {
      const user = await fetchSessionUser();
      if (!user) clearSession();
    } catch {
      // 401: already cleared. Offline or a server error: keep what we have.
    } finally {
      markSessionChecked();
    }
  })();
  return started;
}
