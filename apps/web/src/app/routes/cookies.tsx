import { CookiesPage } from '../../features/legal/components/cookies-page';

/** /cookies: the cookie notice. */
export function Component() {
  return <CookiesPage />;
}
