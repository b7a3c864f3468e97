import { clearSession, clearToken, notifyUnauthorized } from '../signed-in-user';
import { showApiErrorToast } from '../toast';
import { ApiError, type ApiErrorInit } from './errors';

/**
 * What a failed call does before it throws, for every transport: a 401 answer clears the
 * stored user (and offers the login dialog unless the caller is silent), a 401 in the envelope
 * removes the token, and the failure is toasted (top-centre, 3 s) unless the caller is silent
 * or cancelled the request itself.
 */
export function raiseFailure(init: ApiErrorInit, silent = false): never {
  if (init.kind === 'http' && init.status === 401) {
    clearSession();
    if (!silent) notifyUnauthorized();
  }
  if (init.kind === 'envelope' && init.code === 401) clearToken();
  if (!silent && init.kind !== 'aborted') showApiErrorToast(init.message);
  throw new ApiError(init);
}
