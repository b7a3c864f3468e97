import { useEffect } from 'react';

/** Loads `load` once the page is idle, then calls `onLoaded`. */
export function useIdlePrefetch(load: () => Promise<unknown>, onLoaded: () => void) {
  useEffect(() => {
    let cancelled = false;
    const prefetch = () =>
      void load().then(
        () => !cancelled && onLoaded(),
        () => undefined,
      );
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 4000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = setTimeout(prefetch, 2000);
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  }, [load, onLoaded]);
}
