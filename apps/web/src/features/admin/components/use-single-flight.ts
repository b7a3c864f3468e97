import { useRef } from 'react';

/**
 * Wraps a click's work so a double click (two clicks in one tick, before the button shows it
 * is busy) starts it once; the next click is taken once the work has settled.
 */
export function useSingleFlight(work: () => Promise<unknown>): () => void {
  const running = useRef(false);
  return () => {
    if (running.current) return;
    running.current = true;
    void work()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
}
