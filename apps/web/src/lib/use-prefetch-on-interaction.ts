import { useEffect } from 'react';

/** The first signs of a visitor about to use the page. */
const FIRST_INTERACTION = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

const whenIdle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};

/**
 * Loads `load` once the visitor first moves, taps, types or scrolls (then when the browser is
 * idle), and calls `onLoaded`: code the visitor may soon want stays off the page's load, which
 * is over by then (docs/rendering.md).
 */
export function usePrefetchOnInteraction(load: () => Promise<unknown>, onLoaded: () => void) {
  useEffect(() => {
    let cancelled = false;
    let cancelIdle = () => {};
    const options = { capture: true, passive: true } as const;
    const stopListening = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, start, options);
    };
    function start() {
      stopListening();
      cancelIdle = whenIdle(
        () =>
          void load().then(
            () => !cancelled && onLoaded(),
            () => undefined,
          ),
      );
    }
    for (const type of FIRST_INTERACTION) window.addEventListener(type, start, options);
    return () => {
      cancelled = true;
      stopListening();
      cancelIdle();
    };
  }, [load, onLoaded]);
}
