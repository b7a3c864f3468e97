import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { CATALOGUE_MESSAGES, type SaveDeviceRequest, type SavedDevice } from '@recircuit/contract';
import { isApiError } from '../../../lib/api';
import { dialogs } from '../../../lib/dialogs';
import { loading } from '../../../lib/loading-store';
import { useSession } from '../../../lib/signed-in-user';
import { toast } from '../../../lib/toast';
import { useSaveDevice } from '../api/save-device';
import { newIdempotencyKey } from '../model/device-data';

/**
 * Where a saved order's result page is: the order travels in the address (its device id; the page loads the order
 * for the signed-in owner), so the page works in a new tab or session too.
 */
export function resultPath(path: string, saved: Pick<SavedDevice, 'deviceId'>): string {
  return `${path}?${new URLSearchParams({ deviceId: saved.deviceId }).toString()}`;
}

/**
 * Submitting a device from a confirm page: needs a signed-in person, is blocked while a
 * submission is in flight, and sends one Idempotency-Key per attempt, so retries and double
 * clicks make one order. Errors show the server's message or 'Failed to process device information'.
 */
export function useSubmitOrder(here: string) {
  const session = useSession();
  const navigate = useNavigate();
  const mutation = useSaveDevice();
  const inFlight = useRef(false);
  const key = useRef<string | null>(null);

  const submit = async (
    body: Omit<SaveDeviceRequest, 'userid'>,
    onSaved: (saved: SavedDevice, userId: string) => string,
  ) => {
    if (inFlight.current) return;
    if (!session) {
      toast.warning(CATALOGUE_MESSAGES.loginToContinue);
      dialogs.open('login', { returnTo: here });
      return;
    }
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    loading.show();
    try {
      const saved = await mutation.mutateAsync({
        body: { ...body, userid: session.userId },
        idempotencyKey: key.current,
      });
      key.current = null;
      void navigate(onSaved(saved, session.userId), { replace: true });
    } catch (error) {
      const message = isApiError(error) && error.serverMessage ? error.serverMessage : CATALOGUE_MESSAGES.failedProcess;
      // A refused submission (4xx) will be refused again: the next attempt is a new one.
      if (isApiError(error) && error.status >= 400 && error.status < 500) key.current = null;
      if (isApiError(error) && error.status === 401) dialogs.open('login', { returnTo: here });
      toast.error(message, { id: 'submit-device' });
    } finally {
      loading.hide();
      inFlight.current = false;
    }
  };

  return { submit, submitting: mutation.isPending, signedIn: Boolean(session) };
}
