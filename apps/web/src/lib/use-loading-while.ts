import { useEffect } from 'react';
import { loading } from './loading-store';

/** Shows the global loading overlay while `active` (it appears only after the 500 ms delay). */
export function useLoadingWhile(active: boolean, message?: string): void {
  useEffect(() => {
    if (!active) return undefined;
    loading.show(message);
    return () => loading.hide();
  }, [active, message]);
}
