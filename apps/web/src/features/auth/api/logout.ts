import { apiFetch } from '../../../lib/api';
import { clearSession } from '../../../lib/signed-in-user';

/** POST /proxy/deviceOwner/logout ends the server session; the stored user goes whatever the answer. */
export async function logout(): Promise<void> {
  try {
    await apiFetch('/deviceOwner/logout', { method: 'POST', silent: true });
  } catch {
    // Already signed out on the server, or offline: either way the visitor is signed out here.
  } finally {
    clearSession();
  }
}
