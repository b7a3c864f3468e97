import { useEffect, useState } from 'react';
import { loadBundles, translator } from '../../../lib/i18n';

/** The journey's words live in their own message bundle (src/locales/<language>/unknown.json). */
export function loadUnknownBundle(): Promise<void> {
  return loadBundles(['unknown']);
}

/** For a route module: its loader resolves once the words are there, so the page never renders without them. */
export async function unknownBundleLoader(): Promise<null> {
  await loadUnknownBundle();
  return null;
}

/**
 * For a component shown on someone else's page (the orders tab): true once the words are
 * loaded, loading them if the page did not.
 */
export function useUnknownBundle(): boolean {
  const [ready, setReady] = useState(() => translator().exists('unknown.orders.title'));
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void loadUnknownBundle().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}
