import { lazy, Suspense, useCallback, useState } from 'react';
import { dialogs, useOpenDialog, type DialogName } from '../../lib/dialogs';
import { useIdlePrefetch } from '../../lib/use-idle-prefetch';

// Dialog code stays out of the first page load: it arrives once the page is idle, or on first use.
const loadPlaceholderDialog = () => import('./placeholder-dialog');
const PlaceholderDialog = lazy(loadPlaceholderDialog);

/**
 * Renders the app-wide dialog that is open. Login, register, country and search arrive in
 * later releases; until then each one opens and explains what is coming.
 */
export function DialogHost() {
  const open = useOpenDialog();
  // The last dialog stays mounted while it animates out; mounting it closed before the first
  // opening lets it hand focus back to whatever opened it.
  const [last, setLast] = useState<DialogName | null>(open);
  const [loaded, setLoaded] = useState(false);
  const markLoaded = useCallback(() => setLoaded(true), []);
  useIdlePrefetch(loadPlaceholderDialog, markLoaded);
  if (open !== null && open !== last) setLast(open);
  if (last === null && !loaded) return null;

  const name = last ?? 'login';
  return (
    <Suspense fallback={null}>
      <PlaceholderDialog name={name} opened={open === name} onClose={dialogs.close} />
    </Suspense>
  );
}
