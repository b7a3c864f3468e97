import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkSessionOnLoad } from '../../features/auth/api/check-session';
import { dialogs } from '../../lib/dialogs';
import { onUnauthorized } from '../../lib/signed-in-user';
import { useDropQueryParam } from '../../lib/use-drop-query-param';

const AUTH_ERROR_PARAM = 'authError';

/**
 * Keeps the page's idea of who is signed in honest: asks the server on load,
 * offers the login dialog when a call answers 401, and turns a failed third-party sign-in
 * (/?authError=<reason>) into a toast, then drops the parameter from the address.
 */
export function SessionWatcher() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    void checkSessionOnLoad();
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (dialogs.current() !== 'login' && dialogs.current() !== 'register')
          dialogs.open('login', { returnTo: here });
      }),
    [here],
  );

  useEffect(() => {
    const reason = new URLSearchParams(location.search).get(AUTH_ERROR_PARAM);
    if (reason === null) return;
    // The messages live with the account schemas, which stay out of the first load.
    void import('../../features/auth/components/auth-error').then(({ showAuthError }) => showAuthError(reason));
  }, [location.search]);
  useDropQueryParam(AUTH_ERROR_PARAM);

  return null;
}
