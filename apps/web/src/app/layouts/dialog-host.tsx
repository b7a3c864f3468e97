import { lazy, Suspense, useCallback, useState } from 'react';
import { useOpenDialog, type DialogName } from '../../lib/dialogs';
import { withBundles } from '../../lib/i18n';
import { usePrefetchOnInteraction } from '../../lib/use-prefetch-on-interaction';

// Dialog code stays out of the first page load: the login dialog arrives once the visitor
// starts using the page (it is the one people open most), the others on first use.
const loadLoginDialog = withBundles(['auth'], () => import('../../features/auth/components/login-dialog'));
const LoginDialog = lazy(loadLoginDialog);
const RegisterDialog = lazy(withBundles(['auth'], () => import('../../features/auth/components/register-dialog')));
const ForgotPasswordDialog = lazy(
  withBundles(['auth'], () => import('../../features/auth/components/forgot-password-dialog')),
);
const SearchDialog = lazy(withBundles(['search'], () => import('../../features/search/components/search-dialog')));
const LanguageDialog = lazy(
  withBundles(['language'], () => import('../../features/language/components/language-dialog')),
);

/** Renders the app-wide dialog that is open. */
export function DialogHost() {
  const open = useOpenDialog();
  // The last dialog stays mounted while it animates out; mounting it closed before the first
  // opening lets it hand focus back to whatever opened it.
  const [last, setLast] = useState<DialogName | null>(open);
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  usePrefetchOnInteraction(loadLoginDialog, markLoaded);
  if (open !== null && open !== last) setLast(open);
  if (last === null && !loaded) return null;

  const name = last ?? 'login';
  const opened = open === name;
  return (
    <Suspense fallback={null}>
      {name === 'login' ? (
        <LoginDialog opened={opened} />
      ) : name === 'register' ? (
        <RegisterDialog opened={opened} />
      ) : name === 'forgotPassword' ? (
        <ForgotPasswordDialog opened={opened} />
      ) : name === 'search' ? (
        <SearchDialog opened={opened} />
      ) : (
        <LanguageDialog opened={opened} />
      )}
    </Suspense>
  );
}
