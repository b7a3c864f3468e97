import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL's #hash when the page mounts. React Router
 * scrolls to a hash on in-app navigations, but on a fresh load of a deep link such as
 * /#service-section the lazily loaded page is not on screen yet when it tries.
 */
export function useScrollToHashOnMount(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    document.getElementById(id)?.scrollIntoView();
    // Only the first render of the page matters; later hash changes are the router's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
