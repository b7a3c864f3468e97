import { lazy, Suspense, useState } from 'react';
import { dialogs, useOpenDialog, type DialogName } from '../../lib/dialogs';

// Dialog code loads the first time a dialog opens, keeping it out of the first page load.
const PlaceholderDialog = lazy(() => import('./placeholder-dialog'));

/**
 * Renders the app-wide dialog that is open. Login, register, country and search arrive in
 * later releases; until then each one opens and explains what is coming.
 */
export function DialogHost() {
  const open = useOpenDialog();
  // Keep the last dialog mounted while it animates out.
  const [last, setLast] = useState<DialogName | null>(open);
  if (open !== null && open !== last) setLast(open);
  if (last === null) return null;

  return (
    <Suspense fallback={null}>
      <PlaceholderDialog name={last} opened={open === last} onClose={dialogs.close} />
    </Suspense>
  );
}
