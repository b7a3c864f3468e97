import { apiData } from '../../../lib/api';
import { getUser, saveSession } from '../../../lib/signed-in-user';

/**
 * After a sign-in: login answers no role, so the session view learns it from currentUser (the
 * header's menu offers the operations console to staff). Silent; a failure changes nothing and
 * the next page load asks again. Kept out of check-session, which is in every first load.
 */
export async function learnSessionRole(userId: string): Promise<void> {
  try {
    const user = await apiData<{ userId: string; role: string }>('/deviceOwner/currentUser', {
      query: { userId },
      silent: true,
    });
    const stored = getUser();
    if (stored?.userId === user.userId) saveSession({ ...stored, role: user.role });
  } catch {
    // Offline, or the session ended at once: nothing to learn.
  }
}
