import { useEffect, useState } from 'react';

/**
 * For dialogs whose code loads on first use: they may mount already asked to be open.
 * Reporting "closed" for the first frame lets the dialog see itself open, so it animates in
 * and remembers the element to hand focus back to when it closes.
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return opened && mounted;
}
